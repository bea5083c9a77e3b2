import { type AnyStateMachine, fromPromise } from 'xstate';

// Placeholders are remembered so the app (and the tests) can list which effects a machine still lacks.
const placeholders = new WeakSet<object>();

/**
 * Placeholder for an effect the app must supply with `machine.provide(...)`. Machines stay pure, so their
 * default implementations only say loudly which piece of wiring is missing instead of failing silently.
 */
export function actionNotProvided<TParams = undefined>(
  name: string,
): (args: unknown, params: TParams) => never {
  const placeholder = () => {
    throw new Error(`@platform/machines: the app must provide the "${name}" action`);
  };
  placeholders.add(placeholder);
  return placeholder;
}

/** Actor placeholder: the invocation fails with a message naming the actor the app forgot to provide. */
export function actorNotProvided<TOutput, TInput>(name: string) {
  const placeholder = fromPromise<TOutput, TInput>(async () => {
    throw new Error(`@platform/machines: the app must provide the "${name}" actor`);
  });
  placeholders.add(placeholder);
  return placeholder;
}

/** The named actors and actions of `machine` that are still placeholders: empty once the app wired everything. */
export function effectsStillToProvide(machine: AnyStateMachine): { actors: string[]; actions: string[] } {
  const placeholderNames = (implementations: Record<string, unknown>) =>
    Object.entries(implementations)
      .filter(
        ([, implementation]) => typeof implementation === 'function' || typeof implementation === 'object',
      )
      .filter(([, implementation]) => placeholders.has(implementation as object))
      .map(([name]) => name);
  return {
    actors: placeholderNames(machine.implementations.actors),
    actions: placeholderNames(machine.implementations.actions),
  };
}

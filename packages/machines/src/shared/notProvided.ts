import { fromPromise } from 'xstate';

/**
 * Placeholder for an effect the app must supply with `machine.provide(...)`. Machines stay pure, so their
 * default implementations only say loudly which piece of wiring is missing instead of failing silently.
 */
export function actionNotProvided<TParams = undefined>(
  name: string,
): (args: unknown, params: TParams) => never {
  return () => {
    throw new Error(`@platform/machines: the app must provide the "${name}" action`);
  };
}

/** Actor placeholder: the invocation fails with a message naming the actor the app forgot to provide. */
export function actorNotProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`@platform/machines: the app must provide the "${name}" actor`);
  });
}

import type { AnyStateMachine } from 'xstate';
import { effectsStillToProvide } from '../src/shared/notProvided.ts';
import { type ActorController, createActorController } from './actorController.ts';
import { type ActionLog, recordActions } from './recordedActions.ts';

/**
 * The machine with every effect the app would provide swapped for a test double (`machine.provide`): actors
 * become controlled promises, actions are recorded. Built-in actions (assign, raise) stay as they are.
 */
export function withTestEffects<TMachine extends AnyStateMachine>(
  machine: TMachine,
): { machine: TMachine; controller: ActorController; log: ActionLog; names(): string[] } {
  const controller = createActorController();
  const effects = effectsStillToProvide(machine);
  const recorded = recordActions(effects.actions);
  const provided = machine.provide({
    actors: Object.fromEntries(effects.actors.map((name) => [name, controller.actor()])),
    actions: recorded.actions,
  }) as TMachine;
  return { machine: provided, controller, log: recorded.log, names: recorded.names };
}

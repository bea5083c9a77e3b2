import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import type { ActorController } from './actorController.ts';

/** How an invoked actor ends, as the graph plays it: replayed by settling the controlled actor. */
export type ActorOutcomeEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

/** What a machine's model-based test declares: the machine, how to explore it, and what makes two states differ. */
export type MachineModel<TMachine extends AnyStateMachine> = {
  /** The definition as exported (placeholder implementations are fine: traversal runs no custom effect). */
  machine: TMachine;
  /** One traversal per input, so inputs that select different initial states are all explored. */
  inputs: ReadonlyArray<InputFrom<TMachine>>;
  /** The concrete events to try in a state (for payloads and guard variants); types not listed are sent bare. */
  events: (snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<EventFromLogic<TMachine> | ActorOutcomeEvent>;
  /**
   * The part of a snapshot that makes it a distinct graph vertex. The state value plus a small abstraction
   * of the context keeps the graph finite while still separating states whose guards decide differently.
   */
  abstraction: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Milliseconds of each named delay, to replay `xstate.after.*` steps by advancing fake timers. */
  delays: Readonly<Record<string, number>>;
};

/** The harness works on untyped machines; `MachineModel` keeps the authoring side typed. */
export type Snapshot = AnyMachineSnapshot;
export type UntypedModel = {
  machine: AnyStateMachine;
  inputs: ReadonlyArray<unknown>;
  events: (snapshot: Snapshot) => ReadonlyArray<EventObject>;
  abstraction: (snapshot: Snapshot) => unknown;
  delays: Readonly<Record<string, number>>;
};

export function untyped<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): UntypedModel {
  return model as unknown as UntypedModel;
}

/**
 * Builds the live machine of one replay from the machine the harness hands over (the model's machine with its
 * transitions marked): effects swapped for controlled actors and recorded actions (`machine.provide(...)`).
 */
export type LiveActorFactory = (machine: AnyStateMachine) => {
  machine: AnyStateMachine;
  controller: ActorController;
};

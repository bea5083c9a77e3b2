import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  type EventObject,
  __unsafe_getAllOwnEventDescriptors as eventTypesHandledIn,
  getInitialMicrosteps,
  getMicrosteps,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';
import type { ActorController } from './actorController.ts';

/**
 * Model-based testing for the machines: `xstate/graph` explores the pure machine definition, then every path
 * it yields is replayed on a live actor whose effects are controlled by the test, and the live actor must land
 * in exactly the state the graph predicted. Coverage is measured on the live actor (state nodes entered and
 * transition definitions taken), so a state or transition nobody can reach fails the suite.
 */

/** How an invoked actor ends, as the graph plays it: replayed by settling the controlled actor. */
export type ActorOutcomeEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

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
type Snapshot = AnyMachineSnapshot;
type UntypedModel = {
  machine: AnyStateMachine;
  inputs: ReadonlyArray<unknown>;
  events: (snapshot: Snapshot) => ReadonlyArray<EventObject>;
  abstraction: (snapshot: Snapshot) => unknown;
  delays: Readonly<Record<string, number>>;
};

export function untyped<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): UntypedModel {
  return model as unknown as UntypedModel;
}

export type ModelPath = {
  input: unknown;
  path: StatePath<Snapshot, EventObject>;
  description: string;
  /** For an edge path: the state value the edge leaves, to group the replays by state. */
  edgeSource: string;
};

export type Exploration = {
  /** Shortest path to every distinct vertex. */
  statePaths: ModelPath[];
  /** One path per graph edge: the shortest path to its source, then the edge's event. */
  transitionPaths: ModelPath[];
  /** Every vertex snapshot the graph reached, over all inputs. */
  reachedSnapshots: Snapshot[];
  /** Vertices plus the intermediate microstep snapshots (transient states with `always` show only there). */
  passedSnapshots: Snapshot[];
};

/**
 * Every event type the snapshot's states handle, each as the model's concrete variants when it lists some,
 * otherwise bare (`xstate.after.*`, payload-free events).
 */
function eventsToTry(model: UntypedModel) {
  return (snapshot: Snapshot): EventObject[] => {
    // A machine in a top-level final state is done: it takes no more events.
    if (snapshot.status !== 'active') {
      return [];
    }
    const variants = model.events(snapshot);
    return (eventTypesHandledIn(snapshot) as string[]).flatMap((type) => {
      const matching = variants.filter((event) => event.type === type);
      return matching.length > 0 ? matching : [{ type }];
    });
  };
}

function serializeWith(model: UntypedModel) {
  return (snapshot: Snapshot) => JSON.stringify(model.abstraction(snapshot));
}

function describePath(
  input: unknown,
  steps: ReadonlyArray<{ event: { type: string } }>,
  endValue: unknown,
): string {
  const eventNames = steps.slice(1).map((step) => step.event.type);
  const inputText = input === undefined ? '' : `${JSON.stringify(input)}: `;
  return `${inputText}${eventNames.join(' → ') || '(initial)'} ⇒ ${JSON.stringify(endValue)}`;
}

export function exploreMachine(model: UntypedModel): Exploration {
  const serializeState = serializeWith(model);
  const statePaths: ModelPath[] = [];
  const transitionPaths: ModelPath[] = [];
  const reachedSnapshots: Snapshot[] = [];
  const passedSnapshots: Snapshot[] = [];
  for (const input of model.inputs) {
    const traversal: TraversalOptions<Snapshot, EventObject, unknown> = {
      input,
      events: eventsToTry(model),
      serializeState,
    };
    passedSnapshots.push(...getInitialMicrosteps(model.machine, input).map(([snapshot]) => snapshot));
    const adjacency = getAdjacencyMap(model.machine, traversal);
    const shortestPaths = getShortestPaths(model.machine, traversal);
    const shortestPathByVertex = new Map(shortestPaths.map((path) => [serializeState(path.state), path]));
    for (const path of shortestPaths) {
      const description = describePath(input, path.steps, path.state.value);
      statePaths.push({ input, path, description, edgeSource: '' });
    }
    reachedSnapshots.push(...Object.values(adjacency).map((vertex) => vertex.state));
    for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
      const pathToSource = shortestPathByVertex.get(serializeState(state));
      if (pathToSource === undefined) {
        throw new Error(`The graph has a vertex with no shortest path: ${serializeState(state)}`);
      }
      passedSnapshots.push(...getMicrosteps(model.machine, state, event).map(([snapshot]) => snapshot));
      const steps = [...pathToSource.steps, { event, state: nextState }];
      const path = { state: nextState, steps, weight: pathToSource.weight + 1 };
      transitionPaths.push({
        input,
        path,
        description: describePath(input, steps, nextState.value),
        edgeSource: JSON.stringify(state.value),
      });
    }
  }
  passedSnapshots.push(...reachedSnapshots);
  return { statePaths, transitionPaths, reachedSnapshots, passedSnapshots };
}

function eventSequenceKey(input: unknown, events: ReadonlyArray<EventObject>): string {
  return JSON.stringify([input, ...events]);
}

/**
 * Drops every path whose events are a prefix of a longer path's: replaying the longer one asserts each state
 * along the way, so the shorter one adds nothing.
 */
export function withoutPrefixPaths(paths: ReadonlyArray<ModelPath>): ModelPath[] {
  const longestFirst = [...paths].sort((a, b) => b.path.steps.length - a.path.steps.length);
  const coveredPrefixes = new Set<string>();
  const kept: ModelPath[] = [];
  for (const modelPath of longestFirst) {
    const events = modelPath.path.steps.slice(1).map((step) => step.event);
    if (coveredPrefixes.has(eventSequenceKey(modelPath.input, events))) {
      continue;
    }
    kept.push(modelPath);
    for (let length = 0; length <= events.length; length += 1) {
      coveredPrefixes.add(eventSequenceKey(modelPath.input, events.slice(0, length)));
    }
  }
  return kept;
}

/** Every state node id of the definition (the root excluded: it is always active). */
export function allStateNodeIds(machine: AnyStateMachine): Set<string> {
  return new Set(getStateNodes(machine.root).map((stateNode) => stateNode.id));
}

export function stateNodeIdsOf(snapshots: ReadonlyArray<AnyMachineSnapshot>): Set<string> {
  return new Set(snapshots.flatMap((snapshot) => snapshot._nodes.map((stateNode) => stateNode.id)));
}

/**
 * A transition definition named by where it is declared (`source|event|position`), which stays the same in a
 * machine returned by `machine.provide(...)` (that one has fresh state-node objects).
 */
function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const siblings =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id}|${transition.eventType || '(always)'}|${siblings.indexOf(transition)}`;
}

export function allTransitionKeys(machine: AnyStateMachine): Set<string> {
  const keys = new Set<string>();
  for (const stateNode of [machine.root, ...getStateNodes(machine.root)]) {
    for (const transition of [...[...stateNode.transitions.values()].flat(), ...(stateNode.always ?? [])]) {
      keys.add(transitionKey(transition));
    }
  }
  return keys;
}

export type LiveCoverage = { stateNodeIds: Set<string>; transitionKeys: Set<string> };

export function emptyCoverage(): LiveCoverage {
  return { stateNodeIds: new Set(), transitionKeys: new Set() };
}

/** Flushes promise reactions (settled actors report to their parent a few microtasks later). */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

const doneActorPrefix = 'xstate.done.actor.';
const errorActorPrefix = 'xstate.error.actor.';
const afterPrefix = 'xstate.after.';

/** `xstate.after.<delay>.<state id>`: the delay is a named delay of the model or a number of milliseconds. */
function delayOfAfterEvent(eventType: string, delays: Readonly<Record<string, number>>): number {
  const delayName = eventType.slice(afterPrefix.length).split('.')[0] ?? '';
  const delay = delays[delayName] ?? Number(delayName);
  if (!Number.isFinite(delay)) {
    throw new Error(`No duration for the delay "${delayName}" of ${eventType}`);
  }
  return delay;
}

export type LiveActorFactory = () => {
  /** The machine with controlled actors and recording actions (`machine.provide(...)`). */
  machine: AnyStateMachine;
  controller: ActorController;
};

/**
 * Replays one graph path on a live actor. Actor completions are played by settling the controlled actor,
 * delays by advancing fake timers, other events are sent. After every step the live snapshot must match the
 * prediction (state value, abstraction and tags).
 */
export async function replayPath(
  model: UntypedModel,
  modelPath: ModelPath,
  createLive: LiveActorFactory,
  advanceTimersByTime: (milliseconds: number) => void,
  coverage: LiveCoverage,
): Promise<void> {
  const { machine, controller } = createLive();
  const inspect = (inspectionEvent: InspectionEvent) => {
    // Only the machine under test: invoked children report their own microsteps.
    if (
      inspectionEvent.type === '@xstate.microstep' &&
      inspectionEvent.actorRef.sessionId === inspectionEvent.rootId
    ) {
      for (const transition of inspectionEvent._transitions) {
        coverage.transitionKeys.add(transitionKey(transition));
        // A transient state (left at once by `always`) shows in no snapshot, but its transition's source was active.
        coverage.stateNodeIds.add(transition.source.id);
      }
      for (const id of stateNodeIdsOf([inspectionEvent.snapshot as AnyMachineSnapshot])) {
        coverage.stateNodeIds.add(id);
      }
    }
  };
  const actor: AnyActorRef = createActor(machine, { input: modelPath.input, inspect });
  actor.start();
  await flushPromises();
  try {
    for (const [index, step] of modelPath.path.steps.entries()) {
      if (index > 0) {
        await playEvent(step.event, model, controller, actor, advanceTimersByTime);
      }
      const live: Snapshot = actor.getSnapshot();
      for (const id of stateNodeIdsOf([live])) {
        coverage.stateNodeIds.add(id);
      }
      assertSameState(model, live, step.state, `step ${index} (${step.event.type})`);
    }
  } finally {
    actor.stop();
  }
}

async function playEvent(
  event: EventObject,
  model: UntypedModel,
  controller: ActorController,
  actor: AnyActorRef,
  advanceTimersByTime: (milliseconds: number) => void,
): Promise<void> {
  const { type } = event;
  if (type.startsWith(doneActorPrefix)) {
    controller.resolve(type.slice(doneActorPrefix.length), 'output' in event ? event.output : undefined);
  } else if (type.startsWith(errorActorPrefix)) {
    controller.reject(type.slice(errorActorPrefix.length), 'error' in event ? event.error : undefined);
  } else if (type.startsWith(afterPrefix)) {
    advanceTimersByTime(delayOfAfterEvent(type, model.delays));
  } else {
    actor.send(event);
  }
  await flushPromises();
}

function assertSameState(model: UntypedModel, live: Snapshot, predicted: Snapshot, where: string): void {
  const liveView = { abstraction: model.abstraction(live), tags: [...live.tags].sort(), status: live.status };
  const predictedView = {
    abstraction: model.abstraction(predicted),
    tags: [...predicted.tags].sort(),
    status: predicted.status,
  };
  if (JSON.stringify(liveView) !== JSON.stringify(predictedView)) {
    throw new Error(
      `At ${where} the live actor is in ${JSON.stringify(liveView)} but the model predicted ${JSON.stringify(predictedView)}`,
    );
  }
}

import { type EventObject, getInitialMicrosteps, getMicrosteps, getNextTransitions } from 'xstate';
import {
  adjacencyMapToArray,
  getShortestPaths,
  type PathGenerator,
  TestModel,
  type TestPath,
} from 'xstate/graph';
import type { Snapshot, UntypedModel } from './machineModel.ts';

/**
 * The graph side of the model-based tests, on `xstate/graph` only: a `TestModel` per input explores the pure
 * machine definition with the model's event variants, and its paths are what the live actor replays.
 */

export type ModelPath = {
  input: unknown;
  /** A `TestPath`: `path.test(...)` replays it step by step (see replayPath.ts). */
  path: TestPath<Snapshot, EventObject>;
  /** The state value the path's last edge leaves, to group the replays by state. */
  edgeSource: string;
};

export type Exploration = {
  /**
   * One path per graph edge (the shortest path to its source, then the edge) plus the shortest path to every
   * vertex, without the paths that another one starts with (`TestModel.getPaths` deduplicates them): replaying
   * the rest asserts every vertex and takes every edge.
   */
  paths: ModelPath[];
  /** Every vertex of the graphs, over all inputs, as `vertexKey` names it. */
  vertexKeys: Set<string>;
  edgeCount: number;
  /** Vertices plus the intermediate microstep snapshots (transient states with `always` show only there). */
  passedSnapshots: Snapshot[];
};

/** A graph vertex: the input it was explored with and the model's abstraction of the snapshot. */
export function vertexKey(model: UntypedModel, input: unknown, snapshot: Snapshot): string {
  return JSON.stringify([input, model.abstraction(snapshot)]);
}

/**
 * Every event type the snapshot's states handle (`getNextTransitions`, eventless ones left out), each as the
 * model's concrete variants when it lists some, otherwise bare (`xstate.after.*`, payload-free events).
 */
function eventsToTry(model: UntypedModel) {
  return (snapshot: Snapshot): EventObject[] => {
    // A machine in a top-level final state is done: it takes no more events.
    if (snapshot.status !== 'active') {
      return [];
    }
    const variants = model.events(snapshot);
    const handledTypes = new Set(getNextTransitions(snapshot).map((transition) => transition.eventType));
    handledTypes.delete('');
    return [...handledTypes].flatMap((type) => {
      const matching = variants.filter((event) => event.type === type);
      return matching.length > 0 ? matching : [{ type }];
    });
  };
}

export function exploreMachine(model: UntypedModel): Exploration {
  const exploration: Exploration = { paths: [], vertexKeys: new Set(), edgeCount: 0, passedSnapshots: [] };
  for (const input of model.inputs) {
    const serializeState = (snapshot: Snapshot) => JSON.stringify(model.abstraction(snapshot));
    const testModel = new TestModel<Snapshot, EventObject, unknown>(model.machine, {
      input,
      events: eventsToTry(model),
      serializeState,
    });
    const adjacency = testModel.getAdjacencyMap();
    const edges = adjacencyMapToArray(adjacency);
    const edgePaths: PathGenerator<Snapshot, EventObject, unknown> = (logic, options) => {
      const shortestPaths = getShortestPaths(logic, options);
      const shortestPathByVertex = new Map(shortestPaths.map((path) => [serializeState(path.state), path]));
      return [
        ...shortestPaths,
        ...edges.map(({ state, event, nextState }) => {
          const pathToSource = shortestPathByVertex.get(serializeState(state));
          if (pathToSource === undefined) {
            throw new Error(`The graph has a vertex with no shortest path: ${serializeState(state)}`);
          }
          return {
            state: nextState,
            steps: [...pathToSource.steps, { event, state: nextState }],
            weight: pathToSource.weight + 1,
          };
        }),
      ];
    };
    for (const path of testModel.getPaths(edgePaths)) {
      const edgeSource = path.steps.at(-2)?.state.value;
      exploration.paths.push({
        input,
        path,
        edgeSource: edgeSource === undefined ? '(initial)' : JSON.stringify(edgeSource),
      });
    }
    for (const { state } of Object.values(adjacency)) {
      exploration.vertexKeys.add(vertexKey(model, input, state));
      exploration.passedSnapshots.push(state);
    }
    exploration.edgeCount += edges.length;
    exploration.passedSnapshots.push(
      ...getInitialMicrosteps(model.machine, input).map(([snapshot]) => snapshot),
      ...edges.flatMap(({ state, event }) =>
        getMicrosteps(model.machine, state, event).map(([snapshot]) => snapshot),
      ),
    );
  }
  return exploration;
}

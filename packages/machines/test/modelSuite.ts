import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  allStateNodeIds,
  allTransitionKeys,
  type Exploration,
  emptyCoverage,
  exploreMachine,
  type LiveActorFactory,
  type MachineModel,
  type ModelPath,
  replayPath,
  stateNodeIdsOf,
  untyped,
  withoutPrefixPaths,
} from './modelBasedTesting.ts';

/** Fake every clock but `setImmediate`, which `flushPromises` needs to let settled actors report back. */
export function useMachineClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

const advance = (milliseconds: number) => vi.advanceTimersByTime(milliseconds);

/**
 * The model-based suite every machine gets: the graph must reach every state node, every shortest path and
 * every edge path must replay on the live actor, and together the replays must enter every state node and
 * take every declared transition.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  typedModel: MachineModel<TMachine>,
  createLive: LiveActorFactory,
): void {
  const model = untyped(typedModel);
  const exploration = exploreMachine(model);

  describe(`model of ${model.machine.id}`, () => {
    beforeEach(useMachineClock);
    afterEach(() => {
      vi.useRealTimers();
    });

    // Replays feed one coverage record, so the coverage test only replays what the tests before it did not
    // (all of it when run alone with a filter).
    const coverage = emptyCoverage();
    const replayed = new Set<ModelPath>();
    async function replay(modelPath: ModelPath): Promise<void> {
      await replayPath(model, modelPath, createLive, advance, coverage);
      replayed.add(modelPath);
    }

    const figures = graphFigures(exploration, model.machine);
    it(`reaches every one of the ${figures.stateNodes} state nodes in the graph (${figures.vertices} vertices, ${figures.edges} edges)`, () => {
      const reached = stateNodeIdsOf(exploration.passedSnapshots);
      const unreachable = [...allStateNodeIds(model.machine)].filter((id) => !reached.has(id));
      expect(unreachable).toEqual([]);
    });

    it.each(exploration.statePaths.map((modelPath) => [modelPath.description, modelPath] as const))(
      'state path %s',
      async (_description, modelPath) => {
        await replay(modelPath);
      },
    );

    // Edge paths are grouped by the state they leave, so a machine with many edges stays a readable list.
    const edgePathsBySource = new Map<string, ModelPath[]>();
    for (const modelPath of withoutPrefixPaths(exploration.transitionPaths)) {
      edgePathsBySource.set(modelPath.edgeSource, [
        ...(edgePathsBySource.get(modelPath.edgeSource) ?? []),
        modelPath,
      ]);
    }
    it.each([...edgePathsBySource].map(([source, paths]) => [source, paths.length, paths] as const))(
      'every edge leaving %s replays on the live actor (%i paths)',
      async (_source, _count, paths) => {
        for (const modelPath of paths) {
          await replay(modelPath);
        }
      },
    );

    it(`enters every state node and takes all ${figures.declaredTransitions} declared transitions on the live actor`, async () => {
      // State paths too: a vertex without outgoing edges (a dead end) appears in no edge path.
      for (const modelPath of [
        ...exploration.statePaths,
        ...withoutPrefixPaths(exploration.transitionPaths),
      ]) {
        if (!replayed.has(modelPath)) {
          await replay(modelPath);
        }
      }
      const notEntered = [...allStateNodeIds(model.machine)].filter((id) => !coverage.stateNodeIds.has(id));
      const notTaken = [...allTransitionKeys(model.machine)].filter(
        (key) => !coverage.transitionKeys.has(key),
      );
      expect({ notEntered, notTaken }).toEqual({ notEntered: [], notTaken: [] });
    });
  });
}

/** Graph figures shown in the test names, so a verbose run reports what each model covers. */
function graphFigures(exploration: Exploration, machine: AnyStateMachine) {
  return {
    stateNodes: allStateNodeIds(machine).size,
    declaredTransitions: allTransitionKeys(machine).size,
    vertices: exploration.reachedSnapshots.length,
    edges: exploration.transitionPaths.length,
  };
}

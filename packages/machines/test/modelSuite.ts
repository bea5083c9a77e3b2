import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  allStateNodeIds,
  allTransitionKeys,
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

    it('reaches every state node of the definition in the graph', () => {
      const reached = stateNodeIdsOf(exploration.passedSnapshots);
      const unreachable = [...allStateNodeIds(model.machine)].filter((id) => !reached.has(id));
      expect(unreachable).toEqual([]);
    });

    it.each(exploration.statePaths.map((modelPath) => [modelPath.description, modelPath] as const))(
      'state path %s',
      async (_description, modelPath) => {
        await replayPath(model, modelPath, createLive, advance, emptyCoverage());
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
          await replayPath(model, modelPath, createLive, advance, emptyCoverage());
        }
      },
    );

    it('enters every state node and takes every declared transition on the live actor', async () => {
      const coverage = emptyCoverage();
      // State paths too: a vertex without outgoing edges (a dead end) appears in no edge path.
      for (const modelPath of withoutPrefixPaths([
        ...exploration.statePaths,
        ...exploration.transitionPaths,
      ])) {
        await replayPath(model, modelPath, createLive, advance, coverage);
      }
      const notEntered = [...allStateNodeIds(model.machine)].filter((id) => !coverage.stateNodeIds.has(id));
      const notTaken = [...allTransitionKeys(model.machine)].filter(
        (key) => !coverage.transitionKeys.has(key),
      );
      expect({ notEntered, notTaken }).toEqual({ notEntered: [], notTaken: [] });
    });
  });
}

/** Graph figures for the report: vertices, edges and paths. */
export function graphFigures<TMachine extends AnyStateMachine>(typedModel: MachineModel<TMachine>) {
  const model = untyped(typedModel);
  const exploration = exploreMachine(model);
  return {
    stateNodes: allStateNodeIds(model.machine).size,
    declaredTransitions: allTransitionKeys(model.machine).size,
    vertices: exploration.reachedSnapshots.length,
    statePaths: exploration.statePaths.length,
    edgePaths: exploration.transitionPaths.length,
    replayedEdgePaths: withoutPrefixPaths(exploration.transitionPaths).length,
  };
}

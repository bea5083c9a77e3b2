import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { emptyCoverage } from './liveCoverage.ts';
import { useMachineClock } from './machineClock.ts';
import { type LiveActorFactory, type MachineModel, untyped } from './machineModel.ts';
import { exploreMachine, type ModelPath } from './modelExploration.ts';
import { replayPath } from './replayPath.ts';
import { activeStateNodeIds, allStateNodeIds } from './stateNodes.ts';
import { withTransitionMarkers } from './transitionMarkers.ts';

const advance = (milliseconds: number) => vi.advanceTimersByTime(milliseconds);

/**
 * The model-based suite every machine gets: the graph must reach every state node, every graph edge must
 * replay on the live actor, and together the replays must assert every graph vertex, enter every state node
 * and take every declared transition.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  typedModel: MachineModel<TMachine>,
  createLive: LiveActorFactory,
): void {
  const model = untyped(typedModel);
  const exploration = exploreMachine(model);
  const marked = withTransitionMarkers(model.machine);
  const stateNodeIds = allStateNodeIds(model.machine);

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
      await replayPath(model, modelPath, createLive(marked.machine), advance, coverage);
      replayed.add(modelPath);
    }

    it(`reaches every one of the ${stateNodeIds.size} state nodes in the graph (${exploration.vertexKeys.size} vertices, ${exploration.edgeCount} edges)`, () => {
      const reached = new Set(
        exploration.passedSnapshots.flatMap((snapshot) => activeStateNodeIds(model.machine, snapshot)),
      );
      expect([...stateNodeIds].filter((id) => !reached.has(id))).toEqual([]);
    });

    // Paths are grouped by the state their last edge leaves, so a machine with many edges stays a readable list.
    const pathsBySource = new Map<string, ModelPath[]>();
    for (const modelPath of exploration.paths) {
      pathsBySource.set(modelPath.edgeSource, [
        ...(pathsBySource.get(modelPath.edgeSource) ?? []),
        modelPath,
      ]);
    }
    it.each([...pathsBySource].map(([source, paths]) => [source, paths.length, paths] as const))(
      'every edge leaving %s replays on the live actor (%i paths)',
      async (_source, _count, paths) => {
        for (const modelPath of paths) {
          await replay(modelPath);
        }
      },
    );

    it(`asserts all ${exploration.vertexKeys.size} vertices, enters every state node and takes all ${marked.transitionKeys.length} declared transitions on the live actor`, async () => {
      for (const modelPath of exploration.paths) {
        if (!replayed.has(modelPath)) {
          await replay(modelPath);
        }
      }
      const notAsserted = [...exploration.vertexKeys].filter((key) => !coverage.vertexKeys.has(key));
      const notEntered = [...stateNodeIds].filter((id) => !coverage.stateNodeIds.has(id));
      const notTaken = marked.transitionKeys.filter((key) => !coverage.transitionKeys.has(key));
      expect({ notAsserted, notEntered, notTaken }).toEqual({
        notAsserted: [],
        notEntered: [],
        notTaken: [],
      });
    });
  });
}

import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { createActorController } from './actorController.ts';
import {
  allStateNodeIds,
  allTransitionKeys,
  emptyCoverage,
  exploreMachine,
  type MachineModel,
  replayPath,
  stateNodeIdsOf,
  untyped,
} from './modelBasedTesting.ts';

// The harness must be able to fail: these machines each hide one defect the model suite exists to catch.

const toggle = setup({
  types: { events: {} as { type: 'FLIP' } | { type: 'BREAK' } },
  guards: { never: () => false, allowed: () => true },
}).createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { FLIP: 'on' } },
    on: { on: { FLIP: 'off', BREAK: { guard: 'never', target: 'broken' } } },
    broken: {},
    orphan: {},
  },
});

const toggleModel: MachineModel<typeof toggle> = {
  machine: toggle,
  inputs: [undefined],
  events: () => [],
  abstraction: ({ value }) => value,
  delays: {},
};

describe('model-based harness', () => {
  it('reports state nodes the graph cannot reach', () => {
    const exploration = exploreMachine(untyped(toggleModel));
    const reached = stateNodeIdsOf(exploration.passedSnapshots);
    const unreachable = [...allStateNodeIds(toggle)].filter((id) => !reached.has(id));
    expect(unreachable.sort()).toEqual(['toggle.broken', 'toggle.orphan']);
  });

  it('reports declared transitions no replay takes', async () => {
    const model = untyped(toggleModel);
    const coverage = emptyCoverage();
    for (const modelPath of exploreMachine(model).transitionPaths) {
      await replayPath(
        model,
        modelPath,
        () => ({ machine: toggle, controller: createActorController() }),
        () => {},
        coverage,
      );
    }
    const notTaken = [...allTransitionKeys(toggle)].filter((key) => !coverage.transitionKeys.has(key));
    expect(notTaken).toEqual(['toggle.on|BREAK|0']);
  });

  it('fails a replay when the live machine goes somewhere the model did not predict', async () => {
    const model = untyped(toggleModel);
    const liveWithDifferentGuard = toggle.provide({ guards: { never: () => true } });
    const breakPath = exploreMachine(model).transitionPaths.find((path) =>
      path.path.steps.some((step) => step.event.type === 'BREAK'),
    );
    expect(breakPath).toBeDefined();
    await expect(
      replayPath(
        model,
        breakPath!,
        () => ({ machine: liveWithDifferentGuard, controller: createActorController() }),
        () => {},
        emptyCoverage(),
      ),
    ).rejects.toThrow(/the model predicted/);
  });
});

import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, setup } from 'xstate';
import { createActorController } from './actorController.ts';
import { emptyCoverage } from './liveCoverage.ts';
import { type MachineModel, untyped } from './machineModel.ts';
import { exploreMachine } from './modelExploration.ts';
import { replayPath } from './replayPath.ts';
import { activeStateNodeIds, allStateNodeIds } from './stateNodes.ts';
import { withTransitionMarkers } from './transitionMarkers.ts';

// The harness must be able to fail: these machines each hide one defect the model suite exists to catch.

const toggle = setup({
  types: { events: {} as { type: 'FLIP' } | { type: 'BREAK' } },
  guards: { never: () => false },
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

const toggleModel = untyped<typeof toggle>({
  machine: toggle,
  inputs: [undefined],
  events: () => [],
  abstraction: ({ value }) => value,
  delays: {},
} satisfies MachineModel<typeof toggle>);

const asLive = (machine: AnyStateMachine) => ({ machine, controller: createActorController() });

describe('model-based harness', () => {
  it('reports state nodes the graph cannot reach', () => {
    const reached = new Set(
      exploreMachine(toggleModel).passedSnapshots.flatMap((snapshot) => activeStateNodeIds(toggle, snapshot)),
    );
    const unreachable = [...allStateNodeIds(toggle)].filter((id) => !reached.has(id));
    expect(unreachable.sort()).toEqual(['toggle.broken', 'toggle.orphan']);
  });

  it('reports declared transitions no replay takes', async () => {
    const marked = withTransitionMarkers(toggle);
    const coverage = emptyCoverage();
    for (const modelPath of exploreMachine(toggleModel).paths) {
      await replayPath(toggleModel, modelPath, asLive(marked.machine), () => {}, coverage);
    }
    expect(marked.transitionKeys).toEqual(['toggle.off|FLIP|0', 'toggle.on|FLIP|0', 'toggle.on|BREAK|0']);
    expect(marked.transitionKeys.filter((key) => !coverage.transitionKeys.has(key))).toEqual([
      'toggle.on|BREAK|0',
    ]);
  });

  it('fails a replay when the live machine goes somewhere the model did not predict', async () => {
    const liveWithDifferentGuard = withTransitionMarkers(toggle.provide({ guards: { never: () => true } }));
    const breakPath = exploreMachine(toggleModel).paths.find((modelPath) =>
      modelPath.path.steps.some((step) => step.event.type === 'BREAK'),
    );
    expect(breakPath).toBeDefined();
    await expect(
      replayPath(toggleModel, breakPath!, asLive(liveWithDifferentGuard.machine), () => {}, emptyCoverage()),
    ).rejects.toThrow(/the model predicted/);
  });
});

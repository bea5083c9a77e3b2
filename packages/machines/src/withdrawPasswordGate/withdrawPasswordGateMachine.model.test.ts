import type { MachineModel } from '../../test/machineModel.ts';
import { describeModel } from '../../test/modelSuite.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { withdrawalActions, withdrawPasswordGateMachine } from './withdrawPasswordGateMachine.ts';

export const withdrawPasswordGateModel: MachineModel<typeof withdrawPasswordGateMachine> = {
  machine: withdrawPasswordGateMachine,
  inputs: [undefined],
  events: () => [
    ...withdrawalActions.map((action) => ({ type: 'REQUEST' as const, action })),
    // A password, an empty one, and a confirmation that matches or not: both branches of the guard.
    { type: 'FIELD.CHANGE', field: 'password', value: '123456' },
    { type: 'FIELD.CHANGE', field: 'password', value: '' },
    { type: 'FIELD.CHANGE', field: 'confirmation', value: '123456' },
    // Every combination of d and p.
    { type: 'xstate.done.actor.loadWithdrawPasswordConfig', output: { d: false, p: false } },
    { type: 'xstate.done.actor.loadWithdrawPasswordConfig', output: { d: false, p: true } },
    { type: 'xstate.done.actor.loadWithdrawPasswordConfig', output: { d: true, p: false } },
    { type: 'xstate.done.actor.loadWithdrawPasswordConfig', output: { d: true, p: true } },
    { type: 'xstate.error.actor.loadWithdrawPasswordConfig', error: new Error('timeout') },
    { type: 'xstate.done.actor.setWithdrawPassword', output: { status: true } },
    { type: 'xstate.error.actor.setWithdrawPassword', error: { code: 'WITHDRAW_PASSWORD_FORMAT' } },
  ],
  abstraction: ({ value, context }) => ({
    value,
    flags: context.flags,
    pendingAction: context.pendingAction,
    values: context.values,
  }),
  delays: {},
};

describeModel(withdrawPasswordGateModel, withTestEffects);

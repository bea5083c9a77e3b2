import type { MachineModel } from '../../test/machineModel.ts';
import { describeModel } from '../../test/modelSuite.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { appUpdateMachine, OFFLINE_READY_NOTICE_MS } from './appUpdateMachine.ts';

export const appUpdateModel: MachineModel<typeof appUpdateMachine> = {
  machine: appUpdateMachine,
  inputs: [undefined],
  events: () => [
    { type: 'xstate.done.actor.activateWaitingWorker', output: undefined },
    { type: 'xstate.error.actor.activateWaitingWorker', error: new Error('no waiting worker') },
  ],
  abstraction: ({ value, context }) => ({ value, context }),
  delays: { offlineReadyNotice: OFFLINE_READY_NOTICE_MS },
};

describeModel(appUpdateModel, withTestEffects);

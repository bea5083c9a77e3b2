import type { MachineModel } from '../../test/machineModel.ts';
import { describeModel } from '../../test/modelSuite.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { sessionMachine } from './sessionMachine.ts';

export const sessionModel: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  inputs: [
    { hasSessionToken: false, inNativeApp: false },
    { hasSessionToken: true, inNativeApp: false },
    { hasSessionToken: false, inNativeApp: true },
    { hasSessionToken: true, inNativeApp: true },
  ],
  events: () => [
    { type: 'SESSION.SIGNED_IN', session: { token: 'token-from-login', vid: 'vid-1' } },
    { type: 'SESSION.HANDOFF', token: 'token-from-handoff' },
  ],
  abstraction: (snapshot) => ({ value: snapshot.value, context: snapshot.context }),
  delays: {},
};

describeModel(sessionModel, withTestEffects);

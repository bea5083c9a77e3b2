import type { MachineModel } from '../../test/machineModel.ts';
import { describeModel } from '../../test/modelSuite.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { loginFields, loginMachine } from './loginMachine.ts';

export const loginModel: MachineModel<typeof loginMachine> = {
  machine: loginMachine,
  inputs: [undefined],
  events: () => [
    // One valid and one invalid value per field: enough to take both branches of the submit guard.
    { type: 'FIELD.CHANGE', field: 'accountName', value: 'ab' },
    { type: 'FIELD.CHANGE', field: 'accountName', value: 'player01' },
    { type: 'FIELD.CHANGE', field: 'password', value: '' },
    { type: 'FIELD.CHANGE', field: 'password', value: 'secret123' },
    { type: 'FIELD.CHANGE', field: 'captcha', value: '' },
    { type: 'FIELD.CHANGE', field: 'captcha', value: '4821' },
    ...loginFields.map((field) => ({ type: 'FIELD.BLUR' as const, field })),
    { type: 'xstate.done.actor.loadCaptcha', output: { imageUrl: 'blob:captcha' } },
    { type: 'xstate.error.actor.loadCaptcha', error: new Error('captcha down') },
    { type: 'xstate.done.actor.encryptPassword', output: 'encrypted-base64' },
    { type: 'xstate.error.actor.encryptPassword', error: new Error('no public key') },
    { type: 'xstate.done.actor.submitLogin', output: { token: 'session-token', vid: 'vid-1' } },
    { type: 'xstate.error.actor.submitLogin', error: { code: 'ACCOUNT_OR_PASSWORD_INVALID' } },
    { type: 'xstate.error.actor.submitLogin', error: { code: 'CAPTCHA_INVALID' } },
    { type: 'xstate.error.actor.submitLogin', error: new Error('timeout') },
    { type: 'xstate.done.actor.loadMemberInfo', output: { username: 'player01' } },
    { type: 'xstate.error.actor.loadMemberInfo', error: new Error('member info down') },
    { type: 'xstate.done.actor.loadBalance', output: { amount: 0 } },
    { type: 'xstate.error.actor.loadBalance', error: new Error('balance down') },
  ],
  // The field values decide the submit guard; prompts and failure texts do not change where the machine can go.
  abstraction: ({ value, context }) => ({ value, values: context.values }),
  delays: {},
};

describeModel(loginModel, withTestEffects);

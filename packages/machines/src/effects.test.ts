import { describe, expect, it } from 'vitest';
import { withTestEffects } from '../test/testEffects.ts';
import {
  appUpdateMachine,
  createRecommendedMatchesMachine,
  effectsStillToProvide,
  gameSessionMachine,
  loginMachine,
  realityCheckMachine,
  sessionClearingActions,
  sessionMachine,
  withdrawPasswordGateMachine,
} from './index.ts';

// The wiring contract with the app (README "What the app provides"): every effect is a named actor or action.
describe('effects each machine needs from the app', () => {
  it.each([
    [
      'login',
      loginMachine,
      {
        actors: ['loadCaptcha', 'encryptPassword', 'submitLogin', 'loadMemberInfo', 'loadBalance'],
        actions: ['storeSession', 'reportLoadFailure', 'navigateAfterSignIn'],
      },
    ],
    [
      'session',
      sessionMachine,
      {
        actors: [],
        actions: [
          'storeSession',
          'setNativeLoginFlag',
          ...sessionClearingActions,
          'navigateToLogin',
          'requestNativeSignIn',
        ],
      },
    ],
    [
      'withdraw-password gate',
      withdrawPasswordGateMachine,
      {
        actors: ['loadWithdrawPasswordConfig', 'setWithdrawPassword'],
        actions: ['proceed', 'announcePasswordSet'],
      },
    ],
    [
      'game session',
      gameSessionMachine,
      { actors: ['sendHeartbeat'], actions: ['leaveGame', 'reportSessionInvalid'] },
    ],
    [
      'recommended matches',
      createRecommendedMatchesMachine(),
      { actors: ['fetchRecommendedMatches'], actions: [] },
    ],
    [
      'reality check',
      realityCheckMachine,
      { actors: ['readRealityCheck', 'continuePlaying'], actions: ['leaveGame'] },
    ],
    ['app update', appUpdateMachine, { actors: ['activateWaitingWorker'], actions: ['reloadPage'] }],
  ] as const)('%s', (_name, machine, expected) => {
    expect(effectsStillToProvide(machine)).toEqual(expected);
    expect(effectsStillToProvide(withTestEffects(machine).machine)).toEqual({ actors: [], actions: [] });
  });
});

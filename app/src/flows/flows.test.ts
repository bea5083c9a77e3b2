import { createApiClient, createMemoryStorage, createNativeBridge } from '@platform/api-client';
import { effectsStillToProvide } from '@platform/machines';
import { describe, expect, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createQueryClient } from '../data/queryClient.ts';
import { createAppUpdateFlow } from './appUpdateFlow.ts';
import { createGameSessionFlow } from './gameSessionFlow.ts';
import { createLoginFlow } from './loginFlow.ts';
import { createRealityCheckFlow } from './realityCheckFlow.ts';
import { createRecommendedMatchesFlow } from './recommendedMatchesFlow.ts';
import { createSessionFlow } from './sessionFlow.ts';
import { createWithdrawPasswordGateFlow } from './withdrawPasswordGateFlow.ts';

const doNothing = () => {};
const storage = { session: createMemoryStorage(), local: createMemoryStorage() };
const client = createApiClient({
  baseUrl: '',
  siteCode: 'hgty',
  sendSiteCodeHeader: true,
  getLocale: () => 'zh-CN',
  storage,
  nativeBridge: createNativeBridge({}, storage.session),
  onSessionInvalid: doNothing,
  navigate: doNothing,
});
const queryClient = createQueryClient(doNothing);

/** Each file of flows/ and the machine it builds; a new flow file must be added here (the last test checks). */
const machinesByFile: Record<string, () => AnyStateMachine> = {
  './appUpdateFlow.ts': () =>
    createAppUpdateFlow({ activateWaitingWorker: async () => {}, reloadPage: doNothing }),
  './gameSessionFlow.ts': () =>
    createGameSessionFlow({ client, leaveGame: doNothing, reportSessionInvalid: doNothing }),
  './loginFlow.ts': () =>
    createLoginFlow({ client, queryClient, signedIn: doNothing, leaveLoginPage: doNothing }),
  './realityCheckFlow.ts': () => createRealityCheckFlow({ client, leaveGame: doNothing }),
  './recommendedMatchesFlow.ts': () => createRecommendedMatchesFlow(async () => ({ items: [], total: 0 })),
  './sessionFlow.ts': () => createSessionFlow({ client, queryClient, sessionStorage: window.sessionStorage }),
  './withdrawPasswordGateFlow.ts': () =>
    createWithdrawPasswordGateFlow({
      client,
      queryClient,
      proceed: doNothing,
      announcePasswordSet: doNothing,
    }),
};

describe('the machines as the app wires them', () => {
  for (const [file, build] of Object.entries(machinesByFile)) {
    test(`${file} leaves no effect unprovided`, () => {
      expect(effectsStillToProvide(build())).toEqual({ actors: [], actions: [] });
    });
  }

  test('every file of flows/ is checked above', () => {
    const flowFiles = Object.keys(import.meta.glob('./*.ts')).filter((file) => !file.endsWith('.test.ts'));
    expect(flowFiles.sort()).toEqual(Object.keys(machinesByFile).sort());
  });
});

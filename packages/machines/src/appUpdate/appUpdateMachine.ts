import { assign, setup } from 'xstate';
import { actionNotProvided, actorNotProvided } from '../shared/notProvided.ts';

export type AppUpdateEvent =
  /** The service worker cached the app: it now works offline (spec §1). */
  | { type: 'SW.OFFLINE_READY' }
  /** A new version is installed and waiting (spec §1 need-refresh). */
  | { type: 'SW.NEED_REFRESH' }
  /** The member accepted the update. */
  | { type: 'UPDATE.ACCEPT' }
  | { type: 'DISMISS' }
  /** An updated worker took control of this page (workbox `controlling` with `isUpdate`); never the first install. */
  | { type: 'SW.UPDATE_ACTIVATED' };

/** How long "ready to work offline" stays: long enough to read one short line, gone before it is in the way. */
export const OFFLINE_READY_NOTICE_MS = 4000;

export const appUpdateTags = ['offlineReadyNotice', 'updateAvailable', 'busy'] as const;
export type AppUpdateTag = (typeof appUpdateTags)[number];

/**
 * The service worker's two member-facing moments: "ready to work offline" and "a new version is available". The
 * update is only applied when the member accepts: the waiting worker is told to skip waiting, and the page
 * reloads when the new worker activates, so the page never runs against another version's cache.
 */
export const appUpdateMachine = setup({
  types: {
    context: {} as { activationFailed: boolean },
    events: {} as AppUpdateEvent,
    tags: {} as AppUpdateTag,
  },
  actors: {
    /** Posts SKIP_WAITING to the waiting worker (vite-plugin-pwa's `updateSW(false)`). */
    activateWaitingWorker: actorNotProvided<void, void>('activateWaitingWorker'),
  },
  actions: {
    reloadPage: actionNotProvided('reloadPage'),
  },
  delays: { offlineReadyNotice: OFFLINE_READY_NOTICE_MS },
}).createMachine({
  id: 'appUpdate',
  context: { activationFailed: false },
  initial: 'idle',
  // Whoever accepted it (this tab or another), the old page must not keep running under the new worker.
  on: { 'SW.UPDATE_ACTIVATED': '.reloading' },
  states: {
    idle: {
      on: { 'SW.OFFLINE_READY': 'offlineReady', 'SW.NEED_REFRESH': 'needRefresh' },
    },
    offlineReady: {
      tags: ['offlineReadyNotice'],
      // A passing note (issue 21 item 5): it leaves on its own, nobody has to tap it away.
      after: { offlineReadyNotice: 'idle' },
      on: { DISMISS: 'idle', 'SW.NEED_REFRESH': 'needRefresh' },
    },
    needRefresh: {
      tags: ['updateAvailable'],
      on: {
        'UPDATE.ACCEPT': { target: 'activating', actions: assign({ activationFailed: false }) },
        DISMISS: 'idle',
      },
    },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'activateWaitingWorker',
        src: 'activateWaitingWorker',
        onDone: 'awaitingActivation',
        onError: { target: 'needRefresh', actions: assign({ activationFailed: true }) },
      },
    },
    awaitingActivation: { tags: ['busy'] },
    reloading: {
      type: 'final',
      entry: 'reloadPage',
    },
  },
});

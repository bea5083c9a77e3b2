import { setup } from 'xstate';
import { actionNotProvided } from '../shared/notProvided.ts';

/** What a sign-in leaves behind: the session token (`id` response header) and the visitor id (`vid`). */
export type SignedInSession = { token: string; vid: string | null };

export type SessionInput = {
  /** A session token was already in session storage when the app booted. */
  hasSessionToken: boolean;
  /** The page runs inside the native app's webview, which signs members in natively. */
  inNativeApp: boolean;
};

export type SessionEvent =
  /** The login flow succeeded. */
  | { type: 'SESSION.SIGNED_IN'; session: SignedInSession }
  /** A session handed over by a sign-in handoff code the member (or the native shell) accepted. */
  | { type: 'SESSION.HANDOFF'; token: string; vid?: string | null }
  /** The member chose to sign out. */
  | { type: 'LOGOUT' }
  /** A response said `{ status: false, data: "token" }`: the session is no longer valid. */
  | { type: 'SESSION.INVALID' };

export const sessionTags = ['visitor', 'signedIn'] as const;
export type SessionTag = (typeof sessionTags)[number];

/**
 * Logging out and losing the session both wipe the same member state; each wipe is its own named action so the
 * app maps it to exactly one store, and a test can prove none is forgotten.
 */
export const sessionClearingActions = [
  'clearSessionToken',
  'clearUserInfo',
  'clearBalance',
  'clearUnreadCount',
  'clearWithdrawPasswordConfig',
  'resetRefreshThrottles',
  'clearTaskData',
] as const;

/**
 * Visitor ↔ signed in (spec §4, §6). Expiry sends web members to /login and hands native-app members to the
 * native sign-in, because the webview cannot show its own login there.
 */
export const sessionMachine = setup({
  types: {
    context: {} as { inNativeApp: boolean; hadSessionAtBoot: boolean },
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actions: {
    storeSession: actionNotProvided<SignedInSession>('storeSession'),
    setNativeLoginFlag: actionNotProvided('setNativeLoginFlag'),
    clearSessionToken: actionNotProvided('clearSessionToken'),
    clearUserInfo: actionNotProvided('clearUserInfo'),
    clearBalance: actionNotProvided('clearBalance'),
    clearUnreadCount: actionNotProvided('clearUnreadCount'),
    clearWithdrawPasswordConfig: actionNotProvided('clearWithdrawPasswordConfig'),
    resetRefreshThrottles: actionNotProvided('resetRefreshThrottles'),
    clearTaskData: actionNotProvided('clearTaskData'),
    navigateToLogin: actionNotProvided('navigateToLogin'),
    requestNativeSignIn: actionNotProvided('requestNativeSignIn'),
  },
  guards: {
    hadSessionAtBoot: ({ context }) => context.hadSessionAtBoot,
    isInNativeApp: ({ context }) => context.inNativeApp,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ inNativeApp: input.inNativeApp, hadSessionAtBoot: input.hasSessionToken }),
  initial: 'resolving',
  on: {
    // Handled at the root: a stale token can still be in storage while the app believes it is a visitor.
    'SESSION.INVALID': [
      {
        guard: 'isInNativeApp',
        target: '.visitor',
        actions: [...sessionClearingActions, 'requestNativeSignIn'],
      },
      { target: '.visitor', actions: [...sessionClearingActions, 'navigateToLogin'] },
    ],
  },
  states: {
    resolving: {
      always: [{ guard: 'hadSessionAtBoot', target: 'signedIn' }, { target: 'visitor' }],
    },
    visitor: {
      tags: ['visitor'],
      on: {
        'SESSION.SIGNED_IN': {
          target: 'signedIn',
          actions: {
            type: 'storeSession',
            params: ({ event }) => event.session,
          },
        },
        'SESSION.HANDOFF': [
          {
            guard: 'isInNativeApp',
            target: 'signedIn',
            actions: [
              {
                type: 'storeSession',
                params: ({ event }) => ({ token: event.token, vid: event.vid ?? null }),
              },
              'setNativeLoginFlag',
            ],
          },
          {
            target: 'signedIn',
            actions: {
              type: 'storeSession',
              params: ({ event }) => ({ token: event.token, vid: event.vid ?? null }),
            },
          },
        ],
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        LOGOUT: { target: 'visitor', actions: [...sessionClearingActions] },
      },
    },
  },
});

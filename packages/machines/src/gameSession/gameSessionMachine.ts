import { HEARTBEAT_INTERVAL_MS } from '@platform/domain';
import { assign, setup } from 'xstate';
import { actionNotProvided, actorNotProvided } from '../shared/notProvided.ts';
import { isSessionInvalidError } from '../shared/sessionInvalidError.ts';

/** Consecutive failed heartbeats after which the UI shows a connection problem (the game keeps running). */
export const HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM = 3;

export type GameIdentity = { gameId: string; platform: string };

export type GameSessionInput = { signedIn: boolean };

export type GameSessionEvent =
  /** A game page opened (or another game replaced the current one). */
  | ({ type: 'GAME.ENTER' } & GameIdentity)
  /** The member left the game page. */
  | { type: 'GAME.EXIT' }
  /** The member signed in while a game was open: heartbeats start. */
  | { type: 'SESSION.SIGNED_IN' }
  /** The session ended elsewhere (logout, or the session machine saw it expire). */
  | { type: 'SESSION.ENDED' };

export const gameSessionTags = ['inGame', 'heartbeating', 'connectionProblem'] as const;
export type GameSessionTag = (typeof gameSessionTags)[number];

export type GameSessionContext = {
  gameId: string | null;
  platform: string | null;
  signedIn: boolean;
  consecutiveHeartbeatFailures: number;
};

/**
 * The open game (spec §3 game session: gameid, platform, startGame) and its keep-alive. While signed in a
 * heartbeat goes out 30 s after entering and 30 s after each answer, so two never overlap.
 *
 * Failures: a failed heartbeat is retried on the next tick, never sooner (a struggling server gets no burst).
 * After three in a row the session shows a connection problem but the game stays open, and the first heartbeat
 * that succeeds clears it. A heartbeat refused with "token" means the session expired mid-game: heartbeats stop,
 * the game is exited and the expiry is handed to the session machine.
 */
export const gameSessionMachine = setup({
  types: {
    context: {} as GameSessionContext,
    events: {} as GameSessionEvent,
    input: {} as GameSessionInput,
    tags: {} as GameSessionTag,
  },
  actors: {
    sendHeartbeat: actorNotProvided<unknown, GameIdentity>('sendHeartbeat'),
  },
  actions: {
    countHeartbeatFailure: assign({
      consecutiveHeartbeatFailures: ({ context }) => context.consecutiveHeartbeatFailures + 1,
    }),
    /** Leave the game page: the game ended without the member asking (session gone). */
    leaveGame: actionNotProvided('leaveGame'),
    /** Tell the session machine (`SESSION.INVALID`) that a heartbeat found the session expired. */
    reportSessionInvalid: actionNotProvided('reportSessionInvalid'),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isSessionInvalid: (_, params: { error: unknown }) => isSessionInvalidError(params.error),
    reachesFailureLimit: ({ context }) =>
      context.consecutiveHeartbeatFailures + 1 >= HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM,
  },
  delays: {
    heartbeatInterval: HEARTBEAT_INTERVAL_MS,
  },
}).createMachine({
  id: 'gameSession',
  context: ({ input }) => ({
    gameId: null,
    platform: null,
    signedIn: input.signedIn,
    consecutiveHeartbeatFailures: 0,
  }),
  initial: 'idle',
  on: {
    'SESSION.ENDED': { actions: assign({ signedIn: false }) },
  },
  states: {
    idle: {
      on: {
        'GAME.ENTER': {
          target: 'playing',
          actions: assign({ gameId: ({ event }) => event.gameId, platform: ({ event }) => event.platform }),
        },
        'SESSION.SIGNED_IN': { actions: assign({ signedIn: true }) },
      },
    },
    playing: {
      tags: ['inGame'],
      // startGame reset: whatever ends the game, nothing of it survives.
      exit: assign({ gameId: null, platform: null, consecutiveHeartbeatFailures: 0 }),
      initial: 'checkingSession',
      on: {
        'GAME.ENTER': {
          target: 'playing',
          reenter: true,
          actions: assign({ gameId: ({ event }) => event.gameId, platform: ({ event }) => event.platform }),
        },
        'GAME.EXIT': 'idle',
        'SESSION.ENDED': { target: 'idle', actions: [assign({ signedIn: false }), 'leaveGame'] },
      },
      states: {
        checkingSession: {
          always: [{ guard: 'isSignedIn', target: 'heartbeat' }, { target: 'withoutHeartbeat' }],
        },
        withoutHeartbeat: {
          on: { 'SESSION.SIGNED_IN': { target: 'heartbeat', actions: assign({ signedIn: true }) } },
        },
        heartbeat: {
          tags: ['heartbeating'],
          initial: 'waiting',
          states: {
            waiting: { after: { heartbeatInterval: 'sending' } },
            sending: {
              invoke: {
                id: 'sendHeartbeat',
                src: 'sendHeartbeat',
                input: ({ context }) => ({ gameId: context.gameId ?? '', platform: context.platform ?? '' }),
                onDone: { target: 'waiting', actions: assign({ consecutiveHeartbeatFailures: 0 }) },
                onError: [
                  {
                    guard: { type: 'isSessionInvalid', params: ({ event }) => ({ error: event.error }) },
                    target: '#gameSession.sessionExpired',
                  },
                  {
                    guard: 'reachesFailureLimit',
                    target: 'connectionProblem',
                    actions: 'countHeartbeatFailure',
                  },
                  { target: 'waiting', actions: 'countHeartbeatFailure' },
                ],
              },
            },
            connectionProblem: {
              tags: ['connectionProblem'],
              initial: 'waiting',
              states: {
                waiting: { after: { heartbeatInterval: 'retrying' } },
                retrying: {
                  invoke: {
                    id: 'sendHeartbeat',
                    src: 'sendHeartbeat',
                    input: ({ context }) => ({
                      gameId: context.gameId ?? '',
                      platform: context.platform ?? '',
                    }),
                    onDone: {
                      target: '#gameSession.playing.heartbeat.waiting',
                      actions: assign({ consecutiveHeartbeatFailures: 0 }),
                    },
                    onError: [
                      {
                        guard: { type: 'isSessionInvalid', params: ({ event }) => ({ error: event.error }) },
                        target: '#gameSession.sessionExpired',
                      },
                      { target: 'waiting', actions: 'countHeartbeatFailure' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    /** Passed through at once: exits the game, then returns to idle as a visitor. */
    sessionExpired: {
      entry: [assign({ signedIn: false }), 'reportSessionInvalid', 'leaveGame'],
      always: 'idle',
    },
  },
});

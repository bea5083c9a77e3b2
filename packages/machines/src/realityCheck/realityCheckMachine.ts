import { HEARTBEAT_INTERVAL_MS } from '@platform/domain';
import { assign, setup } from 'xstate';
import type { GameIdentity } from '../gameSession/gameSessionMachine.ts';
import { actionNotProvided, actorNotProvided } from '../shared/notProvided.ts';

/** What the server says of the open game's play session (its figures, never the app's own count). */
export type RealityCheckReading = {
  playedSeconds: number;
  netResultMinor: number;
  currency: string;
  checkDue: boolean;
  nextReadInMs: number;
};

export type RealityCheckInput = GameIdentity;

export type RealityCheckEvent =
  /** "Continue": the member read the check and plays on. */
  | { type: 'CONTINUE' }
  /** "Leave": the member stops playing. */
  | { type: 'LEAVE' };

export const realityCheckTags = ['checkShown', 'answering'] as const;
export type RealityCheckTag = (typeof realityCheckTags)[number];

export type RealityCheckContext = {
  game: GameIdentity;
  /** The latest reading, with when it was taken, so the session bar counts on between readings. */
  reading: RealityCheckReading | null;
  readAt: number | null;
};

/**
 * The reality check over an open game (issue 23). The server keeps the count of the play session, so a reload
 * starts this machine again where the count stands: it reads the session, waits until the server says to read
 * again (the next check, or one heartbeat for a fresh net result), and covers the game with the check while one
 * is due. "Continue" tells the server, "leave" leaves the game. A failed reading is tried again a heartbeat later;
 * the game is not covered for a reading it could not make.
 */
export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    input: {} as RealityCheckInput,
    tags: {} as RealityCheckTag,
  },
  actors: {
    readRealityCheck: actorNotProvided<RealityCheckReading, GameIdentity>('readRealityCheck'),
    continuePlaying: actorNotProvided<RealityCheckReading, GameIdentity>('continuePlaying'),
  },
  actions: {
    keepReading: assign((_, params: { reading: RealityCheckReading }) => ({
      reading: params.reading,
      readAt: Date.now(),
    })),
    /** Leave the game page (the member chose "leave"). */
    leaveGame: actionNotProvided('leaveGame'),
  },
  guards: {
    checkIsDue: ({ context }) => context.reading?.checkDue === true,
  },
  delays: {
    untilNextReading: ({ context }) => context.reading?.nextReadInMs ?? HEARTBEAT_INTERVAL_MS,
    retryAfterFailure: HEARTBEAT_INTERVAL_MS,
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({ game: input, reading: null, readAt: null }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readRealityCheck',
        src: 'readRealityCheck',
        input: ({ context }) => context.game,
        onDone: {
          target: '#realityCheck.settled',
          actions: { type: 'keepReading', params: ({ event }) => ({ reading: event.output }) },
        },
        onError: 'waitingAfterFailure',
      },
    },
    /** Passed through at once: the reading just kept decides whether the game is covered. */
    settled: { always: [{ guard: 'checkIsDue', target: 'checkShown' }, { target: 'watching' }] },
    watching: { after: { untilNextReading: 'reading' } },
    waitingAfterFailure: { after: { retryAfterFailure: 'reading' } },
    checkShown: {
      tags: ['checkShown'],
      on: { CONTINUE: 'answering', LEAVE: 'left' },
    },
    answering: {
      tags: ['checkShown', 'answering'],
      invoke: {
        id: 'continuePlaying',
        src: 'continuePlaying',
        input: ({ context }) => context.game,
        onDone: {
          target: '#realityCheck.settled',
          actions: { type: 'keepReading', params: ({ event }) => ({ reading: event.output }) },
        },
        // still covered: the member answers again
        onError: 'checkShown',
      },
      on: { LEAVE: 'left' },
    },
    left: { type: 'final', entry: 'leaveGame' },
  },
});

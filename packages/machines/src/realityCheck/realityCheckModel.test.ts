import { HEARTBEAT_INTERVAL_MS } from '@platform/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, assign, createActor, fromPromise, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flushPromises, useMachineClock } from '../../test/machineClock.ts';
import { type RealityCheckReading, realityCheckMachine } from './realityCheckMachine.ts';

/**
 * Model-based test of the reality check (issue 23): xstate/graph walks a model of what the member lives through —
 * heartbeats of play, "continue", "leave", a reload — and every path it finds is played against the real machine
 * over a server that keeps the count the way packages/server/src/saferPlay/realityCheck.ts does. After each step
 * the invariants must hold: the dialog covers the game exactly when an interval has passed since the last
 * "continue", "leave" ends it, and a reload starts from the server's count, not from zero.
 */

const GAME = { gameId: '301', platform: 'slots' };
/** The member's interval, in heartbeats (small, so the walk reaches several intervals in few steps). */
const INTERVAL_HEARTBEATS = 2;
/** How long the model plays: two and a half intervals, so a second check follows a "continue". */
const LAST_HEARTBEAT = 5;

type ModelContext = { heartbeats: number; answeredAt: number | null; reloaded: boolean };

/** A check is due when a whole interval from the session's start has passed since the last "continue". */
function checkDue({ heartbeats, answeredAt }: ModelContext): boolean {
  const latestBoundary = Math.floor(heartbeats / INTERVAL_HEARTBEATS) * INTERVAL_HEARTBEATS;
  return latestBoundary > 0 && (answeredAt === null || answeredAt < latestBoundary);
}

const memberModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as { type: 'HEARTBEAT' } | { type: 'CONTINUE' } | { type: 'LEAVE' } | { type: 'RELOAD' },
  },
  guards: {
    checkDue: ({ context }) => checkDue(context),
    playsOn: ({ context }) => context.heartbeats < LAST_HEARTBEAT,
    // one reload per path is enough to show the count survives it, and keeps the walk finite
    notReloaded: ({ context }) => !context.reloaded,
  },
  actions: {
    heartbeat: assign({ heartbeats: ({ context }) => context.heartbeats + 1 }),
    reload: assign({ reloaded: true }),
  },
}).createMachine({
  id: 'member',
  context: { heartbeats: 0, answeredAt: null, reloaded: false },
  initial: 'playing',
  states: {
    playing: {
      always: { guard: 'checkDue', target: 'checkShown' },
      on: {
        HEARTBEAT: { guard: 'playsOn', actions: 'heartbeat' },
        RELOAD: { guard: 'notReloaded', actions: 'reload' },
      },
    },
    checkShown: {
      on: {
        // the session's clock runs on behind the dialog
        HEARTBEAT: { guard: 'playsOn', actions: 'heartbeat' },
        CONTINUE: { target: 'playing', actions: assign({ answeredAt: ({ context }) => context.heartbeats }) },
        LEAVE: 'left',
        RELOAD: { guard: 'notReloaded', actions: 'reload' },
      },
    },
    left: { type: 'final' },
  },
});

/** The server's side: it keeps the play session's count and the last "continue", whatever the app does. */
function playSessionServer() {
  const session = { heartbeats: 0, answeredAt: null as number | null };
  const reading = (): RealityCheckReading => {
    const due = checkDue({ ...session, reloaded: false });
    const heartbeatsToBoundary = INTERVAL_HEARTBEATS - (session.heartbeats % INTERVAL_HEARTBEATS);
    return {
      playedSeconds: (session.heartbeats * HEARTBEAT_INTERVAL_MS) / 1000,
      netResultMinor: -100 * session.heartbeats,
      currency: 'CNY',
      checkDue: due,
      nextReadInMs: due ? 0 : Math.min(heartbeatsToBoundary * HEARTBEAT_INTERVAL_MS, HEARTBEAT_INTERVAL_MS),
    };
  };
  return {
    session,
    reading,
    answer: () => {
      session.answeredAt = session.heartbeats;
      return reading();
    },
  };
}

/** The app's machine for one page load, over that server; a reload starts another. */
function openGamePage(server: ReturnType<typeof playSessionServer>, left: string[]) {
  const machine = realityCheckMachine.provide({
    actors: {
      readRealityCheck: fromPromise(async () => server.reading()),
      continuePlaying: fromPromise(async () => server.answer()),
    },
    actions: { leaveGame: () => left.push('left') },
  });
  return createActor(machine, { input: GAME }).start();
}

describe('reality check machine, walked by a model of the member', () => {
  beforeEach(useMachineClock);
  afterEach(() => {
    vi.useRealTimers();
  });

  const paths = createTestModel(memberModel).getShortestPaths({
    events: [{ type: 'HEARTBEAT' }, { type: 'CONTINUE' }, { type: 'LEAVE' }, { type: 'RELOAD' }],
  });

  it('reaches every state of the model, checks after "continue" and reloads included', () => {
    const ends = paths.map((path) => path.state);
    expect(ends.some((end) => end.matches('left'))).toBe(true);
    expect(ends.some((end) => end.matches('checkShown') && end.context.answeredAt !== null)).toBe(true);
    expect(ends.some((end) => end.matches('checkShown') && end.context.reloaded)).toBe(true);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const server = playSessionServer();
    const left: string[] = [];
    let page: Actor<typeof realityCheckMachine> = openGamePage(server, left);
    await flushPromises();

    await path.test({
      events: {
        // the walk also tries a heartbeat past the model's end, which changes nothing: play only what the model did
        HEARTBEAT: async (step) => {
          if (step.state.context.heartbeats === server.session.heartbeats) return;
          server.session.heartbeats += 1;
          await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
          await flushPromises();
        },
        CONTINUE: async () => {
          page.send({ type: 'CONTINUE' });
          await flushPromises();
        },
        LEAVE: () => {
          page.send({ type: 'LEAVE' });
        },
        RELOAD: async () => {
          page.stop();
          page = openGamePage(server, left);
          await flushPromises();
        },
      },
      states: {
        '*': (expected) => {
          const shown = page.getSnapshot();
          const leftTheGame = expected.matches('left');
          // the dialog covers the game exactly when an interval has passed since the last "continue"
          expect(shown.hasTag('checkShown')).toBe(expected.matches('checkShown'));
          // "leave" ends the machine and leaves the game once
          expect(shown.status).toBe(leftTheGame ? 'done' : 'active');
          expect(left).toEqual(leftTheGame ? ['left'] : []);
          // the figures are the server's count, a reload included: the bar's at the last heartbeat, the dialog's
          // from when it came due (the first boundary after the last "continue": nothing is read while it covers the
          // game) or from a reload under it
          const seconds = (heartbeats: number) => (heartbeats * HEARTBEAT_INTERVAL_MS) / 1000;
          const played = shown.context.reading?.playedSeconds;
          const { heartbeats } = expected.context;
          if (expected.matches('playing')) expect(played).toBe(seconds(heartbeats));
          if (expected.matches('checkShown')) {
            const answeredAt = expected.context.answeredAt ?? 0;
            const cameDue = (Math.floor(answeredAt / INTERVAL_HEARTBEATS) + 1) * INTERVAL_HEARTBEATS;
            expect(played).toBeGreaterThanOrEqual(seconds(cameDue));
            expect(played).toBeLessThanOrEqual(seconds(heartbeats));
          }
        },
      },
    });
    page.stop();
  });
});

import { HEARTBEAT_INTERVAL_MS } from '@platform/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { flushPromises, useMachineClock } from '../../test/machineClock.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { gameSessionMachine, HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM } from './gameSessionMachine.ts';

function startGameSession(signedIn: boolean) {
  const recorded = withTestEffects(gameSessionMachine);
  const actor = createActor(recorded.machine, { input: { signedIn } }).start();
  return { actor, controller: recorded.controller, recorded };
}

function sessionInvalidError(): Error {
  const error = new Error('POST /api/findmed/v1/heartbeat: the session is invalid or expired');
  error.name = 'SessionInvalidError';
  return error;
}

async function answerHeartbeat(session: ReturnType<typeof startGameSession>, outcome: 'ok' | Error) {
  if (outcome === 'ok') {
    session.controller.resolve('sendHeartbeat', { status: true });
  } else {
    session.controller.reject('sendHeartbeat', outcome);
  }
  await flushPromises();
}

describe('game session machine', () => {
  beforeEach(useMachineClock);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('entering a game sets its id and platform', () => {
    const { actor } = startGameSession(true);
    actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
    expect(actor.getSnapshot().context).toMatchObject({ gameId: '301', platform: 'AG' });
    expect(actor.getSnapshot().hasTag('inGame')).toBe(true);
  });

  it('sends the heartbeat at exactly 30 s, not at 29.9 s, with the game id and platform', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(30_000);
    const session = startGameSession(true);
    session.actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
    vi.advanceTimersByTime(29_900);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(false);
    vi.advanceTimersByTime(99);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(true);
    expect(session.controller.inputOf('sendHeartbeat')).toEqual({ gameId: '301', platform: 'AG' });
  });

  it('sends the next heartbeat 30 s after the previous one was answered', async () => {
    const session = startGameSession(true);
    session.actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    await answerHeartbeat(session, 'ok');
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(true);
  });

  it('sends no heartbeat for a visitor, and starts 30 s after signing in', () => {
    const session = startGameSession(false);
    session.actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
    vi.advanceTimersByTime(3 * HEARTBEAT_INTERVAL_MS);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(false);
    session.actor.send({ type: 'SESSION.SIGNED_IN' });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(true);
  });

  it('exiting clears the game id and platform and stops the heartbeat', () => {
    const session = startGameSession(true);
    session.actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS / 2);
    session.actor.send({ type: 'GAME.EXIT' });
    expect(session.actor.getSnapshot().context).toMatchObject({ gameId: null, platform: null });
    expect(session.actor.getSnapshot().hasTag('inGame')).toBe(false);
    vi.advanceTimersByTime(2 * HEARTBEAT_INTERVAL_MS);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(false);
    expect(session.recorded.log).toEqual([]);
  });

  it('switching to another game restarts the 30 s interval for the new game', () => {
    const session = startGameSession(true);
    session.actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
    vi.advanceTimersByTime(20_000);
    session.actor.send({ type: 'GAME.ENTER', gameId: '77', platform: 'PG' });
    vi.advanceTimersByTime(20_000);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(session.controller.inputOf('sendHeartbeat')).toEqual({ gameId: '77', platform: 'PG' });
  });

  it('retries a failed heartbeat on the next tick and shows a connection problem after three in a row, keeping the game', async () => {
    expect(HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM).toBe(3);
    const session = startGameSession(true);
    session.actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    for (let failure = 1; failure <= 2; failure += 1) {
      await answerHeartbeat(session, new Error('timeout'));
      expect(session.actor.getSnapshot().hasTag('connectionProblem')).toBe(false);
      // No quicker retry: the next attempt waits for the next tick.
      vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
      expect(session.controller.isRunning('sendHeartbeat')).toBe(false);
      vi.advanceTimersByTime(1);
      expect(session.controller.isRunning('sendHeartbeat')).toBe(true);
    }
    await answerHeartbeat(session, new Error('timeout'));
    const snapshot = session.actor.getSnapshot();
    expect(snapshot.hasTag('connectionProblem')).toBe(true);
    expect(snapshot.hasTag('inGame')).toBe(true);
    expect(snapshot.context).toMatchObject({
      gameId: '301',
      platform: 'AG',
      consecutiveHeartbeatFailures: 3,
    });

    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    await answerHeartbeat(session, new Error('still down'));
    expect(session.actor.getSnapshot().context.consecutiveHeartbeatFailures).toBe(4);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    await answerHeartbeat(session, 'ok');
    expect(session.actor.getSnapshot().hasTag('connectionProblem')).toBe(false);
    expect(session.actor.getSnapshot().context.consecutiveHeartbeatFailures).toBe(0);
  });

  it('a success between failures resets the count', async () => {
    const session = startGameSession(true);
    session.actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
    for (const outcome of [new Error('a'), new Error('b'), 'ok' as const, new Error('c'), new Error('d')]) {
      vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
      await answerHeartbeat(session, outcome);
    }
    expect(session.actor.getSnapshot().hasTag('connectionProblem')).toBe(false);
    expect(session.actor.getSnapshot().context.consecutiveHeartbeatFailures).toBe(2);
  });

  it.each([0, HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM])(
    'when a heartbeat finds the session expired (after %i failures) it stops, exits the game and hands off to session expiry',
    async (earlierFailures) => {
      const session = startGameSession(true);
      session.actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
      for (let failure = 0; failure < earlierFailures; failure += 1) {
        vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
        await answerHeartbeat(session, new Error('timeout'));
      }
      vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
      await answerHeartbeat(session, sessionInvalidError());
      const snapshot = session.actor.getSnapshot();
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context).toEqual({
        gameId: null,
        platform: null,
        signedIn: false,
        consecutiveHeartbeatFailures: 0,
      });
      expect(session.recorded.names()).toEqual(['reportSessionInvalid', 'leaveGame']);
      vi.advanceTimersByTime(3 * HEARTBEAT_INTERVAL_MS);
      expect(session.controller.isRunning('sendHeartbeat')).toBe(false);
    },
  );

  it('when the session ends elsewhere mid-game it stops heartbeats and leaves the game without reporting again', () => {
    const session = startGameSession(true);
    session.actor.send({ type: 'GAME.ENTER', gameId: '301', platform: 'AG' });
    session.actor.send({ type: 'SESSION.ENDED' });
    expect(session.actor.getSnapshot().value).toBe('idle');
    expect(session.recorded.names()).toEqual(['leaveGame']);
    session.actor.send({ type: 'GAME.ENTER', gameId: '302', platform: 'AG' });
    vi.advanceTimersByTime(2 * HEARTBEAT_INTERVAL_MS);
    expect(session.controller.isRunning('sendHeartbeat')).toBe(false);
  });
});

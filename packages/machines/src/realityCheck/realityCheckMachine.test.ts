import { HEARTBEAT_INTERVAL_MS } from '@platform/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { flushPromises, useMachineClock } from '../../test/machineClock.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { type RealityCheckReading, realityCheckMachine } from './realityCheckMachine.ts';

const GAME = { gameId: '301', platform: 'slots' };

function reading(overrides: Partial<RealityCheckReading> = {}): RealityCheckReading {
  return {
    playedSeconds: 600,
    netResultMinor: -1_250,
    currency: 'CNY',
    checkDue: false,
    nextReadInMs: HEARTBEAT_INTERVAL_MS,
    ...overrides,
  };
}

function startRealityCheck() {
  const recorded = withTestEffects(realityCheckMachine);
  const actor = createActor(recorded.machine, { input: GAME }).start();
  return { actor, controller: recorded.controller, recorded };
}

async function answer(
  check: ReturnType<typeof startRealityCheck>,
  actorName: 'readRealityCheck' | 'continuePlaying',
  outcome: RealityCheckReading | Error,
) {
  if (outcome instanceof Error) check.controller.reject(actorName, outcome);
  else check.controller.resolve(actorName, outcome);
  await flushPromises();
}

describe('reality check machine', () => {
  beforeEach(useMachineClock);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the open game’s session at once, and keeps the reading for the session bar', async () => {
    const check = startRealityCheck();
    expect(check.controller.inputOf('readRealityCheck')).toEqual(GAME);
    await answer(check, 'readRealityCheck', reading());
    expect(check.actor.getSnapshot().context.reading).toEqual(reading());
    expect(check.actor.getSnapshot().hasTag('checkShown')).toBe(false);
  });

  it('reads again when the server said, not sooner', async () => {
    const check = startRealityCheck();
    await answer(check, 'readRealityCheck', reading({ nextReadInMs: 12_000 }));
    vi.advanceTimersByTime(11_999);
    expect(check.controller.isRunning('readRealityCheck')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(check.controller.isRunning('readRealityCheck')).toBe(true);
  });

  it('covers the game when a check is due (a reload included: the first reading can be due)', async () => {
    const check = startRealityCheck();
    await answer(check, 'readRealityCheck', reading({ checkDue: true, nextReadInMs: 0, playedSeconds: 900 }));
    expect(check.actor.getSnapshot().hasTag('checkShown')).toBe(true);
    // while it covers the game nothing is read: the figures stay those the member is reading
    vi.advanceTimersByTime(5 * HEARTBEAT_INTERVAL_MS);
    expect(check.controller.isRunning('readRealityCheck')).toBe(false);
  });

  it('"continue" tells the server and uncovers the game; the next reading comes when the server says', async () => {
    const check = startRealityCheck();
    await answer(check, 'readRealityCheck', reading({ checkDue: true }));
    check.actor.send({ type: 'CONTINUE' });
    expect(check.actor.getSnapshot().hasTag('answering')).toBe(true);
    expect(check.controller.inputOf('continuePlaying')).toEqual(GAME);
    await answer(check, 'continuePlaying', reading({ checkDue: false, nextReadInMs: 20_000 }));
    expect(check.actor.getSnapshot().hasTag('checkShown')).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(check.controller.isRunning('readRealityCheck')).toBe(true);
  });

  it('keeps the game covered when "continue" fails, so the member answers again', async () => {
    const check = startRealityCheck();
    await answer(check, 'readRealityCheck', reading({ checkDue: true }));
    check.actor.send({ type: 'CONTINUE' });
    await answer(check, 'continuePlaying', new Error('network'));
    expect(check.actor.getSnapshot().hasTag('checkShown')).toBe(true);
    expect(check.actor.getSnapshot().hasTag('answering')).toBe(false);
  });

  it('"leave" leaves the game and stops reading', async () => {
    const check = startRealityCheck();
    await answer(check, 'readRealityCheck', reading({ checkDue: true }));
    check.actor.send({ type: 'LEAVE' });
    expect(check.recorded.names()).toEqual(['leaveGame']);
    expect(check.actor.getSnapshot().status).toBe('done');
  });

  it('tries a failed reading again one heartbeat later, without covering the game', async () => {
    const check = startRealityCheck();
    await answer(check, 'readRealityCheck', new Error('network'));
    expect(check.actor.getSnapshot().hasTag('checkShown')).toBe(false);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(check.controller.isRunning('readRealityCheck')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(check.controller.isRunning('readRealityCheck')).toBe(true);
  });
});

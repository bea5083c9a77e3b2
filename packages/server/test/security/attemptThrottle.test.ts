import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/composition/openDatabase.ts';
import { type AttemptBudget, AttemptThrottle } from '../../src/security/attemptThrottle.ts';
import { openTestDatabase } from '../support/testApp.ts';

const PENDING_LIFETIME_MS = 60_000;
let nextSubject = 0;

/** A budget of its own per test: a captcha after 3 failures, a lock after 5. */
function budget(): AttemptBudget[] {
  nextSubject += 1;
  return [
    {
      subject: `test:${nextSubject}`,
      windowMs: 15 * 60_000,
      captchaAfter: 3,
      lockAfter: 5,
      baseLockMs: 15 * 60_000,
      maximumLockMs: 15 * 60_000,
      clearedBySuccess: true,
    },
  ];
}

describe('attempt throttle: slots in flight are not failures', () => {
  let connection: DatabaseConnection;
  let offsetMs = 0;
  /** Waits long (a claim must be answered by the settled checks, not by its deadline), or briefly. */
  let throttle: AttemptThrottle;
  let impatientThrottle: AttemptThrottle;
  beforeAll(async () => {
    connection = await openTestDatabase();
    const clock = () => Date.now() + offsetMs;
    throttle = new AttemptThrottle(connection.db, clock, {
      waitMs: 60_000,
      pendingLifetimeMs: PENDING_LIFETIME_MS,
    });
    impatientThrottle = new AttemptThrottle(connection.db, clock, {
      waitMs: 0,
      pendingLifetimeMs: PENDING_LIFETIME_MS,
    });
  });

  /** The claim is still undecided after a while: it waits for the checks in flight rather than answering. */
  async function expectWaiting(claim: Promise<unknown>) {
    expect(await Promise.race([claim, sleep(100).then(() => 'waiting')])).toBe('waiting');
  }
  afterAll(async () => {
    await connection?.close();
  });

  it('lets a claim waiting on checks in flight go on when they succeed, without a captcha', async () => {
    const budgets = budget();
    for (let slot = 0; slot < 3; slot += 1) expect(await throttle.claim(budgets)).toBe('claimed');
    const waiting = throttle.claim(budgets);
    await expectWaiting(waiting);
    for (let slot = 0; slot < 3; slot += 1) await throttle.settle(budgets, true);
    expect(await waiting).toBe('claimed');
  });

  it('asks the waiting claim for a captcha when the checks in flight fail', async () => {
    const budgets = budget();
    for (let slot = 0; slot < 3; slot += 1) expect(await throttle.claim(budgets)).toBe('claimed');
    const waiting = throttle.claim(budgets);
    await expectWaiting(waiting);
    for (let slot = 0; slot < 3; slot += 1) await throttle.settle(budgets, false);
    expect(await waiting).toBe('captcha-required');
    expect(await throttle.claim(budgets, true)).toBe('claimed');
  });

  it('stops counting the slots of a process that died mid-check, so they never lock for good', async () => {
    const budgets = budget();
    // five checks claimed and never settled: the budget is spent while they last
    for (let slot = 0; slot < 5; slot += 1) expect(await throttle.claim(budgets, true)).toBe('claimed');
    expect(await impatientThrottle.claim(budgets, true)).toBe('locked');
    offsetMs += PENDING_LIFETIME_MS + 1;
    expect(await throttle.claim(budgets, true)).toBe('claimed');
    offsetMs = 0;
  });
});

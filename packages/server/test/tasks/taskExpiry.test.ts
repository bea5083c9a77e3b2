import { errorMessage } from '@platform/contract';
import { locales } from '@platform/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditIsClean, auditLedger } from '../../src/ledger/audit.ts';
import { findMemberByUsername } from '../../src/members/memberRecords.ts';
import { recordMemberEvent } from '../../src/tasks/memberEvents.ts';
import { balanceOf, newIdempotencyKey } from '../support/moneyHttp.ts';
import {
  createTestApp,
  postForm,
  postJson,
  publicKeyOf,
  registerMember,
  sealPassword,
  type TestApp,
} from '../support/testApp.ts';

const TASKS = '/api/findmed/v1/task/conter';
/** hgty's limited-time task: two deposits today, ending at the end of the site's day it was seeded on. */
const TODAY_ONLY = 'hgty-task-7';

/** What the other two daily tasks the member completes on the new day pay (sign in once, deposit once). */
const DAILY_SIGN_IN_REWARD_MINOR = 100;
const DAILY_DEPOSIT_REWARD_MINOR = 500;

type Task = { id: string; status: string; progress: number; expiresAt?: string | null };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.resetClock());
afterAll(async () => {
  expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  await testApp?.close();
});

async function dailyTasks(token: string): Promise<Task[]> {
  const answer = await postJson(testApp.app, `${TASKS}/list`, { groupId: 'hgty-daily' }, { token });
  return (answer.json() as { data: { list: Task[] } }).data.list;
}

async function todayOnly(token: string): Promise<Task> {
  const task = (await dailyTasks(token)).find((candidate) => candidate.id === TODAY_ONLY);
  if (!task) throw new Error(`${TODAY_ONLY} is not listed`);
  return task;
}

async function claimedTitles(token: string): Promise<string[]> {
  const answer = await postJson(testApp.app, `${TASKS}/member_record`, { preset: -1 }, { token });
  return (answer.json() as { data: { list: { title: string }[] } }).data.list.map((record) => record.title);
}

/** Two approved deposits, as the approval would record them, at the app's current time. */
async function depositTwice(memberId: string, at: number): Promise<void> {
  for (const order of ['a', 'b']) {
    await recordMemberEvent(testApp.connection.db, {
      memberId,
      kind: 'deposit_approved',
      key: `deposit:${at}-${order}`,
      occurredAt: new Date(at),
    });
  }
}

describe('a limited-time task', () => {
  it('is claimable before it ends; once ended it shows expired, a claim is refused and nothing is credited', async () => {
    const member = await registerMember(testApp);
    const memberId = (await findMemberByUsername(testApp.connection.db, 'hgty', member.username))?.id;
    if (!memberId) throw new Error('the member was not registered');
    const before = await todayOnly(member.token);
    expect(before).toMatchObject({ status: 'in_progress', progress: 0 });
    const expiresAt = Date.parse(before.expiresAt ?? '');
    expect(expiresAt).toBeGreaterThan(Date.now());
    // Every other daily task has no end.
    const others = (await dailyTasks(member.token)).filter((task) => task.id !== TODAY_ONLY);
    expect(others.map((task) => task.expiresAt)).toEqual(others.map(() => null));

    await depositTwice(memberId, Date.now());
    expect(await todayOnly(member.token)).toMatchObject({ status: 'claimable', progress: 2 });

    // The next day, the same two deposits done again: the task has ended.
    const offset = expiresAt - Date.now() + 60_000;
    testApp.advanceClock(offset);
    // A session does not outlast a night away: the member signs in again (the sealed password carries the server's time).
    const signedIn = await postForm(testApp.app, '/api/f/v1/member/login/mpe', {
      username: member.username,
      password: sealPassword(await publicKeyOf(testApp.app), member.password, {
        timestampMs: Date.now() + offset,
      }),
    });
    const token = String(signedIn.headers.id);
    await depositTwice(memberId, expiresAt + 60_000);
    expect(await todayOnly(token)).toMatchObject({ status: 'expired' });

    const balanceBefore = (await balanceOf(testApp.app, token)).balanceMinor;
    const messages: string[] = [];
    for (const lang of locales) {
      const refused = await postJson(
        testApp.app,
        `${TASKS}/list/receive`,
        { taskId: TODAY_ONLY },
        { token, lang, headers: { 'Idempotency-Key': newIdempotencyKey() } },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().data).toMatchObject({
        code: 'TASK_EXPIRED',
        message: errorMessage('TASK_EXPIRED', lang),
      });
      messages.push(refused.json().data.message);
    }
    // Said in each language, not one text three times.
    expect(new Set(messages).size).toBe(locales.length);
    expect((await balanceOf(testApp.app, token)).balanceMinor).toBe(balanceBefore);
    expect(await claimedTitles(token)).toEqual([]);

    // Claim all passes it over too: it pays the new day's sign-in and single-deposit tasks, not the ended one.
    const claimAll = await postJson(
      testApp.app,
      `${TASKS}/list/one_receive`,
      { groupId: 'hgty-daily' },
      { token, headers: { 'Idempotency-Key': newIdempotencyKey() } },
    );
    expect(claimAll.json().data).toMatchObject({
      claimed: 2,
      reward: { amountMinor: DAILY_SIGN_IN_REWARD_MINOR + DAILY_DEPOSIT_REWARD_MINOR },
    });
    expect((await claimedTitles(token)).sort()).toEqual(['每日存款', '每日登录']);
    expect(await todayOnly(token)).toMatchObject({ status: 'expired' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditIsClean, auditLedger } from '../../src/ledger/audit.ts';
import { balanceOf, newIdempotencyKey } from '../support/moneyHttp.ts';
import { createTestApp, errorCodeOf, postJson, registerMember, type TestApp } from '../support/testApp.ts';

const TASKS = '/api/findmed/v1/task/conter';
/** hgty's daily sign-in task: a member who just registered has signed in once, so it is claimable at once. */
const DAILY_SIGN_IN = 'hgty-task-1';
const DAILY_SIGN_IN_REWARD_MINOR = 100;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  await testApp?.close();
});

function claim(token: string, key: string | null) {
  return postJson(
    testApp.app,
    `${TASKS}/list/receive`,
    { taskId: DAILY_SIGN_IN },
    { token, headers: key === null ? {} : { 'Idempotency-Key': key } },
  );
}

async function recordsOf(token: string, preset: number) {
  const answer = await postJson(testApp.app, `${TASKS}/member_record`, { preset }, { token });
  return (answer.json() as { data: { list: { title: string }[]; total: number } }).data;
}

describe('claiming a task reward', () => {
  it('a double tap sending one key answers both taps alike and credits the reward once', async () => {
    const member = await registerMember(testApp);
    const before = (await balanceOf(testApp.app, member.token)).balanceMinor;
    const key = newIdempotencyKey();
    const [first, second] = await Promise.all([claim(member.token, key), claim(member.token, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const retried = await claim(member.token, key);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect((await balanceOf(testApp.app, member.token)).balanceMinor).toBe(
      before + DAILY_SIGN_IN_REWARD_MINOR,
    );
    expect((await recordsOf(member.token, -1)).total).toBe(1);
  });

  it('two tabs claiming at once with their own keys: one is paid, the other told it was already claimed', async () => {
    const member = await registerMember(testApp);
    const before = (await balanceOf(testApp.app, member.token)).balanceMinor;
    const answers = await Promise.all([
      claim(member.token, newIdempotencyKey()),
      claim(member.token, newIdempotencyKey()),
      claim(member.token, newIdempotencyKey()),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.map(errorCodeOf).filter((code) => code !== undefined)).toEqual([
      'REWARD_ALREADY_CLAIMED',
      'REWARD_ALREADY_CLAIMED',
    ]);
    expect((await balanceOf(testApp.app, member.token)).balanceMinor).toBe(
      before + DAILY_SIGN_IN_REWARD_MINOR,
    );
  });

  it('a claim without an Idempotency-Key is refused and pays nothing', async () => {
    const member = await registerMember(testApp);
    expect(errorCodeOf(await claim(member.token, null))).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await recordsOf(member.token, -1)).total).toBe(0);
  });

  it('the task records follow the date range: a claim made now is today’s, not yesterday’s', async () => {
    const member = await registerMember(testApp);
    expect((await claim(member.token, newIdempotencyKey())).statusCode).toBe(200);
    expect((await recordsOf(member.token, 0)).list.map((record) => record.title)).toEqual(['每日登录']);
    expect((await recordsOf(member.token, 1)).total).toBe(0);
  });
});

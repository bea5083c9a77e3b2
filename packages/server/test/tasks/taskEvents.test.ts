import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { auditIsClean, auditLedger } from '../../src/ledger/audit.ts';
import { findMemberByUsername } from '../../src/members/memberRecords.ts';
import { decideDepositOrder } from '../../src/money/deposits.ts';
import { recordMemberEvent } from '../../src/tasks/memberEvents.ts';
import { balanceOf, postMoney, sealed } from '../support/moneyHttp.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  postJson,
  publicKeyOf,
  registerMember,
  sealPassword,
  signIn,
  type TestApp,
} from '../support/testApp.ts';

const events = platformDomainEvents();

const FINANCE = '/api/f/v1/finance';
const TASKS = '/api/findmed/v1/task/conter';
const DAY_MS = 24 * 60 * 60_000;

type Task = { id: string; title: string; progress: number; target: number; status: string };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  await testApp?.close();
});

function data<T>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}

async function tasksOf(token: string): Promise<Map<string, Task>> {
  const groups = ['hgty-daily', 'hgty-newcomer', 'hgty-weekly'];
  const lists = await Promise.all(
    groups.map(
      async (groupId) =>
        data<{ list: Task[] }>(await postJson(testApp.app, `${TASKS}/list`, { groupId }, { token })).list,
    ),
  );
  return new Map(lists.flat().map((task) => [task.title, task]));
}

async function claim(token: string, task: Task | undefined) {
  return postJson(
    testApp.app,
    `${TASKS}/list/receive`,
    { taskId: task?.id ?? '' },
    { token, headers: { 'Idempotency-Key': randomUUID() } },
  );
}

async function vipOf(token: string) {
  return data<{ level: number; depositMinor: number; turnoverMinor: number }>(
    await get(testApp.app, '/api/findmed/v1/member/vips', { token }),
  );
}

describe('tasks fed by the events they name', () => {
  it('a new member who signs in, deposits (approved) and sets a withdraw password completes those tasks and claims each once', async () => {
    const member = await registerMember(testApp);
    let tasks = await tasksOf(member.token);
    expect(tasks.get('每日存款')).toMatchObject({ progress: 0, target: 1, status: 'in_progress' });
    expect(tasks.get('设置提款密码')).toMatchObject({ progress: 0, status: 'in_progress' });
    expect(errorCodeOf(await claim(member.token, tasks.get('每日存款')))).toBe('TASK_NOT_COMPLETED');

    const token = await signIn(testApp.app, member);
    const channels = data<{ id: string; kind: string }[]>(
      await get(testApp.app, `${FINANCE}/deposit/channels`, { token }),
    );
    const bank = channels.find((channel) => channel.kind === 'bank_transfer');
    const order = data<{ id: string }>(
      await postMoney(
        testApp.app,
        `${FINANCE}/deposit/orders/create`,
        { channelId: bank?.id ?? '', amountMinor: 150_000 },
        token,
      ),
    );
    // Not counted while pending: the task names an approved deposit.
    expect((await tasksOf(token)).get('每日存款')).toMatchObject({ progress: 0, status: 'in_progress' });
    const operator = { actor: 'operator:test', requestId: 'task-test' };
    await decideDepositOrder(testApp.connection.db, events, order.id, 'approved', operator);
    await decideDepositOrder(testApp.connection.db, events, order.id, 'approved', operator);
    const setPassword = await postForm(
      testApp.app,
      '/api/f/v1/withdraw/password/set',
      { password: await sealed(testApp.app, '135790') },
      { token },
    );
    expect(setPassword.statusCode).toBe(200);

    tasks = await tasksOf(token);
    expect(tasks.get('每日登录')).toMatchObject({ progress: 1, status: 'claimable' });
    expect(tasks.get('每日存款')).toMatchObject({ progress: 1, status: 'claimable' });
    expect(tasks.get('设置提款密码')).toMatchObject({ progress: 1, status: 'claimable' });
    expect(tasks.get('绑定手机')).toMatchObject({ progress: 0, status: 'in_progress' });
    // The approval decided twice added its amount once.
    expect(await vipOf(token)).toMatchObject({ depositMinor: 150_000, turnoverMinor: 0, level: 0 });

    const before = (await balanceOf(testApp.app, token)).balanceMinor;
    for (const title of ['每日登录', '每日存款', '设置提款密码']) {
      expect((await claim(token, tasks.get(title))).statusCode).toBe(200);
      expect(errorCodeOf(await claim(token, tasks.get(title)))).toBe('REWARD_ALREADY_CLAIMED');
    }
    expect((await balanceOf(testApp.app, token)).balanceMinor).toBe(before + 100 + 500 + 500);
    expect(await tasksOf(token)).toSatisfy((after: Map<string, Task>) =>
      ['每日登录', '每日存款', '设置提款密码'].every((title) => after.get(title)?.status === 'claimed'),
    );
  });

  it('an event counts only if the work it belongs to commits', async () => {
    const member = await registerMember(testApp);
    const row = await findMemberByUsername(testApp.connection.db, 'hgty', member.username);
    const memberId = row?.id ?? '';
    const event = {
      memberId,
      kind: 'deposit_approved' as const,
      key: 'deposit:rolled-back',
      occurredAt: new Date(),
    };
    const approval = {
      memberId,
      siteCode: 'hgty',
      orderId: 'rolled-back',
      currency: 'CNY',
      amountMinor: 100_000,
      occurredAt: event.occurredAt,
    };
    await expect(
      testApp.connection.db.transaction(async (transaction) => {
        await events.publish(transaction, 'deposit.approved', approval);
        throw new Error('the approval failed after the event was published');
      }),
    ).rejects.toThrow('the approval failed');
    expect((await tasksOf(member.token)).get('每日存款')).toMatchObject({ progress: 0 });
    expect(await vipOf(member.token)).toMatchObject({ depositMinor: 0 });
    expect(await recordMemberEvent(testApp.connection.db, event)).toBe(true);
    expect(await recordMemberEvent(testApp.connection.db, event)).toBe(false);
    expect((await tasksOf(member.token)).get('每日存款')).toMatchObject({ progress: 1 });
  });

  it('a daily task starts over the next day and can be claimed again; a once-only task stays claimed', async () => {
    const member = await registerMember(testApp);
    const token = await signIn(testApp.app, member);
    await postForm(
      testApp.app,
      '/api/f/v1/withdraw/password/set',
      { password: await sealed(testApp.app, '246801') },
      { token },
    );
    const today = await tasksOf(token);
    expect((await claim(token, today.get('每日登录'))).statusCode).toBe(200);
    expect((await claim(token, today.get('设置提款密码'))).statusCode).toBe(200);

    testApp.advanceClock(DAY_MS);
    try {
      // The next day's sign-in; the sealed password carries the server's (advanced) time.
      const nextDay = await postForm(testApp.app, '/api/f/v1/member/login/mpe', {
        username: member.username,
        password: sealPassword(await publicKeyOf(testApp.app), member.password, {
          timestampMs: Date.now() + DAY_MS,
        }),
      });
      const nextDayToken = String(nextDay.headers.id);
      const tomorrow = await tasksOf(nextDayToken);
      expect(tomorrow.get('每日登录')).toMatchObject({ progress: 1, status: 'claimable' });
      expect(tomorrow.get('设置提款密码')).toMatchObject({ status: 'claimed' });
      expect((await claim(nextDayToken, tomorrow.get('每日登录'))).statusCode).toBe(200);
      expect(errorCodeOf(await claim(nextDayToken, tomorrow.get('每日登录')))).toBe('REWARD_ALREADY_CLAIMED');
    } finally {
      testApp.resetClock();
    }
  });
});

import { consoleEndpoints, endpoints } from '@platform/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { type DatabaseConnection, openDatabase } from '../../src/composition/openDatabase.ts';
import { members } from '../../src/db/schema/members.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { SessionStore } from '../../src/security/sessions.ts';
import { httpGet } from '../support/httpCalls.ts';
import { createTestMember, fundMember } from '../support/moneyFixtures.ts';
import {
  createScratchDatabase,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../support/serverProcesses.ts';
import {
  authenticatorCode,
  ConsoleBrowser,
  type ConsoleReply,
  createOperator,
  fetchTransport,
  newIdempotencyKey,
  pendingWithdrawalOf,
} from './consoleClient.ts';

const runOnPostgres = await postgresAvailable();
const PASSWORD = 'Operator2026';
const DOUBLE_CLICKS = 20;

/**
 * Two real API processes (main.ts) on one PostgreSQL database, as behind a load balancer: what an in-process test
 * cannot show about the console — decisions racing on two instances, and a session revoked on one instance being
 * refused by the other at once.
 */
describe.skipIf(!runOnPostgres)('the console on two instances over PostgreSQL', () => {
  let database: ScratchDatabase;
  let connection: DatabaseConnection;
  let admin: pg.Client;
  let first: ServerProcess;
  let second: ServerProcess;
  let member: MemberRef;

  beforeAll(async () => {
    database = await createScratchDatabase('console');
    first = await startServerProcess({ databaseUrl: database.url, seed: true });
    second = await startServerProcess({ databaseUrl: database.url, seed: false });
    connection = await openDatabase({ databaseUrl: database.url });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    member = await createTestMember(connection.db, 'hgty');
    await fundMember(connection.db, member, 5_000_000);
  }, 300_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await admin?.end();
    await connection?.close();
    await database?.drop();
  }, 60_000);

  async function signIn(server: ServerProcess, username: string, secret: string): Promise<ConsoleBrowser> {
    const browser = new ConsoleBrowser(fetchTransport(server.url));
    const signedIn = await browser.post(consoleEndpoints.consoleSignIn.path, {
      username,
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const verified = await browser.post(consoleEndpoints.consoleTwoStepVerify.path, {
      code: authenticatorCode(secret),
    });
    if (verified.status !== 200) throw new Error(`two-step refused: ${JSON.stringify(verified.body)}`);
    return browser;
  }

  it(`${DOUBLE_CLICKS} parallel double-clicks by two operators on two instances pay a four-eyes withdrawal once`, async () => {
    const adminOperator = await createOperator(connection.db, {
      username: 'race-admin',
      password: PASSWORD,
      role: 'admin',
    });
    const siteOperator = await createOperator(connection.db, {
      username: 'race-hgty',
      password: PASSWORD,
      role: 'siteOperator',
      grants: [{ siteCode: 'hgty', permissions: ['approveMoney'] }],
    });
    const onFirst = await signIn(first, 'race-admin', adminOperator.secret);
    const onSecond = await signIn(second, 'race-hgty', siteOperator.secret);
    const withdrawal = await pendingWithdrawalOf(connection.db, member, 600_000);

    // each double click: one key, sent twice at once; the clicks alternate operators (and so instances)
    const clicks = Array.from({ length: DOUBLE_CLICKS }, (_, index) => ({
      browser: index % 2 === 0 ? onFirst : onSecond,
      key: newIdempotencyKey(),
    }));
    const replies: ConsoleReply[] = await Promise.all(
      clicks.flatMap(({ browser, key }) =>
        [0, 1].map(() =>
          browser.post(
            consoleEndpoints.consoleDecideWithdrawal.path,
            { requestId: withdrawal.id, decision: 'approved' },
            { 'idempotency-key': key },
          ),
        ),
      ),
    );
    for (const reply of replies) {
      if (reply.status === 200) continue;
      expect([reply.status, (reply.body.data as { code: string }).code]).toEqual([
        409,
        'CONSOLE_FOUR_EYES_SAME_OPERATOR',
      ]);
    }
    const decisions = replies
      .filter((reply) => reply.status === 200)
      .map((reply) => reply.body.data as { status: string; changed: boolean });
    expect(
      decisions.filter((decision) => decision.status === 'approved' && decision.changed),
    ).not.toHaveLength(0);

    const count = async (query: string) => Number((await admin.query(query, [withdrawal.id])).rows[0]?.count);
    expect(
      await count(
        "select count(*) from ledger_transactions where reference_id = $1 and kind = 'withdrawal_paid'",
      ),
    ).toBe(1);
    expect(
      await count("select count(*) from withdrawal_requests where id = $1 and status = 'approved'"),
    ).toBe(1);
    expect(await count('select count(*) from withdrawal_approvals where withdrawal_id = $1')).toBe(2);
    expect(
      await count(
        "select count(*) from operator_audit_log where target = $1::text and action = 'withdrawal.approved'",
      ),
    ).toBe(1);
    expect(
      await count(
        "select count(*) from operator_audit_log where target = $1::text and action = 'withdrawal.firstApproval'",
      ),
    ).toBe(1);
    // a replayed double click answers exactly what its first click was answered
    const paidOnce = decisions.filter((decision) => decision.status === 'approved' && decision.changed);
    expect(paidOnce.length).toBeLessThanOrEqual(2);
  }, 120_000);

  it('a console session signed out on one instance is refused by the other at once', async () => {
    const operator = await createOperator(connection.db, {
      username: 'race-revoke',
      password: PASSWORD,
      role: 'admin',
    });
    const onFirst = await signIn(first, 'race-revoke', operator.secret);
    const onSecond = new ConsoleBrowser(fetchTransport(second.url));
    onSecond.cookie = onFirst.cookie;
    expect((await onSecond.get(consoleEndpoints.consoleSession.path)).status).toBe(200);
    expect((await onFirst.post(consoleEndpoints.consoleSignOut.path, {})).status).toBe(200);
    const after = await onSecond.get(consoleEndpoints.consoleSession.path);
    expect([after.status, (after.body.data as { code: string }).code]).toEqual([
      401,
      'CONSOLE_SESSION_INVALID',
    ]);
  }, 60_000);

  it(`${DOUBLE_CLICKS} parallel clicks of one reward with one Idempotency-Key on two instances credit once`, async () => {
    const operator = await createOperator(connection.db, {
      username: 'race-reward',
      password: PASSWORD,
      role: 'siteOperator',
      grants: [{ siteCode: 'hgty', permissions: ['approveMoney'] }],
    });
    const onFirst = await signIn(first, 'race-reward', operator.secret);
    const onSecond = new ConsoleBrowser(fetchTransport(second.url));
    onSecond.cookie = onFirst.cookie;
    const key = newIdempotencyKey();
    const replies = await Promise.all(
      Array.from({ length: DOUBLE_CLICKS }, (_, index) =>
        (index % 2 === 0 ? onFirst : onSecond).post(
          consoleEndpoints.consoleCreditMemberReward.path,
          { memberId: member.id, currency: 'CNY', amountMinor: 777, reason: 'Race reward' },
          { 'idempotency-key': key },
        ),
      ),
    );
    const answered = replies.filter((reply) => reply.status === 200);
    expect(answered).not.toHaveLength(0);
    // every answer names the one credit; a click that found the first still running may be told so (409)
    const transactions = new Set(
      answered.map((reply) => (reply.body.data as { transactionId: string }).transactionId),
    );
    expect(transactions.size).toBe(1);
    for (const reply of replies.filter((candidate) => candidate.status !== 200))
      expect(reply.status).toBe(409);
    const count = async (query: string) => Number((await admin.query(query, [member.id])).rows[0]?.count);
    expect(
      await count(
        "select count(*) from ledger_transactions where member_id = $1 and kind = 'reward' and description = 'Race reward'",
      ),
    ).toBe(1);
    expect(
      await count(
        "select count(*) from operator_audit_log where target = $1::text and action = 'member.rewardCredited'",
      ),
    ).toBe(1);
  }, 60_000);

  it('a member locked through one instance is refused by the other at once, though it cached the session', async () => {
    const operator = await createOperator(connection.db, {
      username: 'race-lock',
      password: PASSWORD,
      role: 'admin',
    });
    const target = await createTestMember(connection.db, 'hgty');
    const [row] = await connection.db
      .select({ username: members.username })
      .from(members)
      .where(eq(members.id, target.id));
    const { token } = await new SessionStore(connection.db, Date.now).issue({
      id: target.id,
      siteCode: 'hgty',
      username: row?.username ?? '',
    });
    const balanceOnSecond = () => httpGet(second.url, endpoints.balance.path, { token, site: 'hgty' });
    expect((await balanceOnSecond()).status).toBe(200);
    expect((await balanceOnSecond()).status).toBe(200);
    const onFirst = await signIn(first, 'race-lock', operator.secret);
    const locked = await onFirst.post(consoleEndpoints.consoleLockMember.path, {
      memberId: target.id,
      reason: 'race',
    });
    expect(locked.body.data).toEqual({ locked: true, sessionsRevoked: 1 });
    expect((await balanceOnSecond()).status).toBe(401);
  }, 60_000);
});

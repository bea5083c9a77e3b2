import { openapiDocument } from '@platform/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../src/db/schema/consoleTables.ts';
import { memberOutboxEvents } from '../../src/db/schema/memberEventTables.ts';
import { installLedgerGuards } from '../../src/ledger/guards.ts';
import { memberBalance } from '../../src/money/balances.ts';
import { createDepositOrder, depositChannelsOf } from '../../src/money/deposits.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { runOperatorCommand } from '../../src/operator/commands.ts';
import { signInThrottlePolicy } from '../../src/security/signInThrottle.ts';
import { createTestMember, fundMember } from '../support/moneyFixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  authenticatorCode,
  ConsoleBrowser,
  consolePaths,
  createOperator,
  injectTransport,
  newIdempotencyKey,
  pendingWithdrawalOf,
  signedInConsole,
} from './consoleClient.ts';

const PASSWORD = 'Operator2026';
const paths = consolePaths;

let testApp: TestApp;
let admin: { id: string; secret: string };
let hgtyOperator: { id: string; secret: string };
let member: MemberRef;
let bltyMember: MemberRef;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.connection.db;
  await installLedgerGuards(db);
  admin = await createOperator(db, { username: 'test-admin', password: PASSWORD, role: 'admin' });
  hgtyOperator = await createOperator(db, {
    username: 'test-hgty',
    password: PASSWORD,
    role: 'siteOperator',
    grants: [{ siteCode: 'hgty', permissions: ['approveMoney'] }],
  });
  member = await createTestMember(db, 'hgty');
  await fundMember(db, member, 2_000_000);
  bltyMember = await createTestMember(db, 'blty');
  await fundMember(db, bltyMember, 100_000);
});
afterAll(async () => {
  await testApp?.close();
});

function browser(): ConsoleBrowser {
  return new ConsoleBrowser(injectTransport(testApp.app));
}

/** The code of the app clock's current step; each sign-in of one operator moves the clock a step on (no replay). */
function codeNow(secret: string): string {
  return authenticatorCode(secret, testApp.app.platform.clock());
}

function signedIn(username: string, secret: string): Promise<ConsoleBrowser> {
  return signedInConsole(testApp, { username, password: PASSWORD, secret });
}

function errorCode(reply: { body: { data: unknown } }): string {
  return (reply.body.data as { code: string }).code;
}

async function auditRows(action: string, target: string) {
  return testApp.connection.db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.target, target)));
}

describe('operator sign-in', () => {
  it('needs the password, then a code from the authenticator; the session works only after the code', async () => {
    testApp.advanceClock(30_000);
    const console = browser();
    const signIn = await console.post(paths.consoleSignIn, { username: 'test-admin', password: PASSWORD });
    expect(signIn.body.data).toEqual({ next: 'verifyTwoStep' });
    expect(String(signIn.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    expect(String(signIn.headers['set-cookie'])).toMatch(/Path=\/api\/console\//);

    const early = await console.get(paths.consoleSession);
    expect([early.status, errorCode(early)]).toEqual([403, 'CONSOLE_TWO_STEP_PENDING']);
    const wrong = await console.post(paths.consoleTwoStepVerify, { code: '000000' });
    expect(errorCode(wrong)).toBe('TWO_STEP_CODE_INVALID');

    const code = codeNow(admin.secret);
    const verified = await console.post(paths.consoleTwoStepVerify, { code });
    expect(verified.body.data).toMatchObject({ username: 'test-admin', role: 'admin' });
    const session = await console.get(paths.consoleSession);
    expect(
      (session.body.data as { sites: { siteCode: string }[] }).sites.map((site) => site.siteCode),
    ).toContain('blty');

    // the same code again, on a new sign-in within its 30 seconds: refused (replay)
    const replay = browser();
    await replay.post(paths.consoleSignIn, { username: 'test-admin', password: PASSWORD });
    const replayed = await replay.post(paths.consoleTwoStepVerify, { code });
    expect([replayed.status, errorCode(replayed)]).toEqual([400, 'TWO_STEP_CODE_INVALID']);
    expect(await auditRows('operator.signedIn', admin.id)).not.toHaveLength(0);
  });

  it('answers a wrong password and an unknown name alike, and locks the name after the members’ limit', async () => {
    await createOperator(testApp.connection.db, {
      username: 'test-locked',
      password: PASSWORD,
      role: 'admin',
    });
    const console = browser();
    const unknown = await console.post(paths.consoleSignIn, { username: 'nobody-here', password: PASSWORD });
    expect([unknown.status, errorCode(unknown)]).toEqual([401, 'CONSOLE_SIGN_IN_FAILED']);
    const codes: string[] = [];
    for (let attempt = 0; attempt < signInThrottlePolicy.accountLockAfter; attempt += 1) {
      codes.push(
        errorCode(await console.post(paths.consoleSignIn, { username: 'test-locked', password: 'wrong' })),
      );
    }
    expect(codes.slice(0, -1).every((code) => code === 'CONSOLE_SIGN_IN_FAILED')).toBe(true);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    const right = await console.post(paths.consoleSignIn, { username: 'test-locked', password: PASSWORD });
    expect([right.status, errorCode(right)]).toEqual([423, 'ACCOUNT_LOCKED']);
    expect(console.cookie).toBe('');
  });

  it('enrols an authenticator on an operator’s first sign-in, once', async () => {
    const { ensureOperator } = await import('../../src/console/operatorAccounts.ts');
    const id = await ensureOperator(testApp.connection.db, {
      username: 'test-new',
      password: PASSWORD,
      role: 'siteOperator',
      grants: [{ siteCode: 'hgty', permissions: ['editContent'] }],
    });
    const console = browser();
    const signIn = await console.post(paths.consoleSignIn, { username: 'test-new', password: PASSWORD });
    expect(signIn.body.data).toEqual({ next: 'enrolTwoStep' });
    const enrolment = await console.post(paths.consoleTwoStepEnrol, {});
    const { secret, otpauthUri } = enrolment.body.data as { secret: string; otpauthUri: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const verified = await console.post(paths.consoleTwoStepVerify, { code: codeNow(secret) });
    expect(verified.body.data).toMatchObject({ role: 'siteOperator', sites: [{ siteCode: 'hgty' }] });
    const again = await console.post(paths.consoleTwoStepEnrol, {});
    expect([again.status, errorCode(again)]).toEqual([409, 'CONSOLE_TWO_STEP_ENROLLED']);
    expect(await auditRows('operator.twoStepEnrolled', id)).toHaveLength(1);
  });

  it('refuses a revoked session at once, and signs out', async () => {
    const operator = await signedIn('test-hgty', hgtyOperator.secret);
    const adminConsole = await signedIn('test-admin', admin.secret);
    const denied = await operator.post(paths.consoleRevokeOperatorSessions, { operatorId: admin.id });
    expect([denied.status, errorCode(denied)]).toEqual([403, 'CONSOLE_PERMISSION_DENIED']);
    const revoked = await adminConsole.post(paths.consoleRevokeOperatorSessions, {
      operatorId: hgtyOperator.id,
    });
    expect((revoked.body.data as { revoked: number }).revoked).toBeGreaterThan(0);
    const after = await operator.get(paths.consoleSession);
    expect([after.status, errorCode(after)]).toEqual([401, 'CONSOLE_SESSION_INVALID']);

    expect((await adminConsole.post(paths.consoleSignOut, {})).body.data).toBe(true);
    expect((await adminConsole.get(paths.consoleSession)).status).toBe(401);
  });

  it('refuses state changes from another origin or not declared JSON (cross-site request forgery)', async () => {
    const console = await signedIn('test-admin', admin.secret);
    const foreign = await console.post(paths.consoleSignOut, {}, { origin: 'https://evil.example' });
    expect([foreign.status, errorCode(foreign)]).toEqual([403, 'CONSOLE_ORIGIN_REFUSED']);
    const crossSite = await console.post(paths.consoleSignOut, {}, { 'sec-fetch-site': 'cross-site' });
    expect(errorCode(crossSite)).toBe('CONSOLE_ORIGIN_REFUSED');
    const form = await console.post(
      paths.consoleSignOut,
      {},
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(errorCode(form)).toBe('CONSOLE_ORIGIN_REFUSED');
    expect((await console.get(paths.consoleSession)).status).toBe(200);
  });
});

describe('money queues and decisions', () => {
  async function depositOrder(owner: MemberRef, amountMinor: number) {
    const [channel] = (await depositChannelsOf(testApp.connection.db, owner.siteCode)).filter(
      (candidate) => candidate.currency === 'CNY',
    );
    if (!channel) throw new Error('no CNY channel');
    return testApp.connection.db.transaction((transaction) =>
      createDepositOrder(transaction, owner, { channelId: channel.id, amountMinor }),
    );
  }

  it('lists a site’s pending deposits oldest first with the member’s money, and approves one once', async () => {
    const older = await depositOrder(member, 10_100);
    const newer = await depositOrder(member, 20_200);
    const console = await signedIn('test-hgty', hgtyOperator.secret);
    const queues = await console.get(paths.consoleMoneyQueues, { siteCode: 'hgty' });
    const deposits = (queues.body.data as { deposits: { id: string; context: { member: { id: string } } }[] })
      .deposits;
    const ids = deposits.map((deposit) => deposit.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(deposits.find((deposit) => deposit.id === older.id)?.context).toMatchObject({
      member: { id: member.id },
      balance: { balanceMinor: (await memberBalance(testApp.connection.db, member)).balanceMinor },
    });

    const before = await memberBalance(testApp.connection.db, member);
    const key = newIdempotencyKey();
    const decide = () =>
      console.post(
        paths.consoleDecideDeposit,
        { orderId: older.id, decision: 'approved' },
        { 'idempotency-key': key },
      );
    const first = await decide();
    expect(first.body.data).toMatchObject({ status: 'approved', changed: true });
    const doubleClick = await decide();
    expect(doubleClick.body).toEqual(first.body);
    expect(doubleClick.headers['idempotent-replayed']).toBe('true');
    const otherKey = await console.post(
      paths.consoleDecideDeposit,
      { orderId: older.id, decision: 'approved' },
      { 'idempotency-key': newIdempotencyKey() },
    );
    expect(otherKey.body.data).toMatchObject({ status: 'approved', changed: false });
    expect((await memberBalance(testApp.connection.db, member)).balanceMinor).toBe(
      before.balanceMinor + 10_100,
    );

    // the member's open app hears it: the same live event the command-line approval publishes
    const events = await testApp.connection.db
      .select()
      .from(memberOutboxEvents)
      .where(eq(memberOutboxEvents.memberId, member.id));
    expect(events.filter((event) => JSON.stringify(event).includes(older.id))).toHaveLength(1);
    const audit = await auditRows('deposit.approved', older.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: hgtyOperator.id,
      actor: 'operator:test-hgty',
      siteCode: 'hgty',
    });
  });

  it('four eyes: one operator cannot give both approvals; a second operator pays, once', async () => {
    const withdrawal = await pendingWithdrawalOf(testApp.connection.db, member, 600_000);
    const operator = await signedIn('test-hgty', hgtyOperator.secret);
    const adminConsole = await signedIn('test-admin', admin.secret);
    const queue = await operator.get(paths.consoleMoneyQueues, { siteCode: 'hgty' });
    expect(queue.body.data).toMatchObject({ fourEyesWithdrawalMinor: 500_000 });
    const approve = (console: ConsoleBrowser) =>
      console.post(
        paths.consoleDecideWithdrawal,
        { requestId: withdrawal.id, decision: 'approved' },
        { 'idempotency-key': newIdempotencyKey() },
      );
    const heldBefore = (await memberBalance(testApp.connection.db, member)).withdrawalPendingMinor;

    const first = await approve(operator);
    expect(first.body.data).toMatchObject({
      status: 'pending',
      changed: true,
      approvals: 1,
      approvalsNeeded: 2,
    });
    const same = await approve(operator);
    expect([same.status, errorCode(same)]).toEqual([409, 'CONSOLE_FOUR_EYES_SAME_OPERATOR']);
    expect((await memberBalance(testApp.connection.db, member)).withdrawalPendingMinor).toBe(heldBefore);

    const second = await approve(adminConsole);
    expect(second.body.data).toMatchObject({ status: 'approved', changed: true, approvals: 2 });
    const third = await approve(adminConsole);
    expect(third.body.data).toMatchObject({ status: 'approved', changed: false });
    expect((await memberBalance(testApp.connection.db, member)).withdrawalPendingMinor).toBe(
      heldBefore - 600_000,
    );
    expect(await auditRows('withdrawal.firstApproval', withdrawal.id)).toHaveLength(1);
    expect(await auditRows('withdrawal.approved', withdrawal.id)).toHaveLength(1);
  });

  it('a rejection needs a reason, which the member reads', async () => {
    const withdrawal = await pendingWithdrawalOf(testApp.connection.db, member, 30_000);
    const console = await signedIn('test-hgty', hgtyOperator.secret);
    const reject = (body: object) =>
      console.post(
        paths.consoleDecideWithdrawal,
        { requestId: withdrawal.id, decision: 'rejected', ...body },
        { 'idempotency-key': newIdempotencyKey() },
      );
    const bare = await reject({});
    expect([bare.status, errorCode(bare)]).toEqual([400, 'CONSOLE_REASON_REQUIRED']);
    const withReason = await reject({ reason: 'Account name does not match' });
    expect(withReason.body.data).toMatchObject({ status: 'rejected', changed: true });
    const [entry] = await auditRows('withdrawal.rejected', withdrawal.id);
    expect(entry?.after).toMatchObject({ status: 'rejected', reason: 'Account name does not match' });
  });
});

describe('scope: an operator of one site', () => {
  it('gets 404 without data for another site’s queue, request, member and audit', async () => {
    const console = await signedIn('test-hgty', hgtyOperator.secret);
    const notFound = (reply: { status: number; body: { status: boolean; data: unknown } }) => {
      if (reply.status !== 404) throw new Error(JSON.stringify(reply.body));
      expect(reply.status).toBe(404);
      expect(reply.body.status).toBe(false);
      expect(Object.keys(reply.body.data as object).sort()).toEqual(['code', 'message']);
      expect(errorCode(reply)).toBe('CONSOLE_NOT_FOUND');
    };
    notFound(await console.get(paths.consoleMoneyQueues, { siteCode: 'blty' }));
    notFound(await console.get(paths.consoleMemberDetail, { memberId: bltyMember.id }));
    notFound(await console.get(paths.consoleAuditLog, { siteCode: 'blty' }));
    notFound(await console.get(paths.consoleMemberSearch, { query: 'm', siteCode: 'blty' }));

    const withdrawal = await pendingWithdrawalOf(testApp.connection.db, bltyMember, 10_000);
    notFound(
      await console.post(
        paths.consoleDecideWithdrawal,
        { requestId: withdrawal.id, decision: 'approved' },
        { 'idempotency-key': newIdempotencyKey() },
      ),
    );
    expect((await memberBalance(testApp.connection.db, bltyMember)).withdrawalPendingMinor).toBe(10_000);

    const search = await console.get(paths.consoleMemberSearch, { query: 'm' });
    const sites = new Set((search.body.data as { siteCode: string }[]).map((result) => result.siteCode));
    expect([...sites]).toEqual(['hgty']);
    const detail = await console.get(paths.consoleMemberDetail, { memberId: member.id });
    expect(detail.body.data).toMatchObject({
      member: { id: member.id, siteCode: 'hgty' },
      saferPlay: { offered: true },
    });
  });

  it('may not decide money on a site where it only edits content', async () => {
    const { secret } = await createOperator(testApp.connection.db, {
      username: 'test-editor',
      password: PASSWORD,
      role: 'siteOperator',
      grants: [{ siteCode: 'hgty', permissions: ['editContent'] }],
    });
    const console = await signedIn('test-editor', secret);
    const withdrawal = await pendingWithdrawalOf(testApp.connection.db, member, 10_000);
    const refused = await console.post(
      paths.consoleDecideWithdrawal,
      { requestId: withdrawal.id, decision: 'approved' },
      { 'idempotency-key': newIdempotencyKey() },
    );
    expect([refused.status, errorCode(refused)]).toEqual([403, 'CONSOLE_PERMISSION_DENIED']);
  });
});

describe('audit log', () => {
  it('lists entries with filters, newest first, and the database refuses to change or remove one', async () => {
    const console = await signedIn('test-admin', admin.secret);
    const page = await console.get(paths.consoleAuditLog, {
      operatorId: hgtyOperator.id,
      action: 'deposit.approved',
      siteCode: 'hgty',
      pageSize: '5',
    });
    const { list, total } = page.body.data as {
      list: { action: string; operatorId: string }[];
      total: number;
    };
    expect(total).toBeGreaterThan(0);
    expect(
      list.every((entry) => entry.action === 'deposit.approved' && entry.operatorId === hgtyOperator.id),
    ).toBe(true);
    const future = await console.get(paths.consoleAuditLog, {
      from: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.body.data).toMatchObject({ total: 0 });

    const db = testApp.connection.db;
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await db.execute(statement).then(
        () => null,
        (failure: Error) => failure,
      );
      // drizzle wraps the database's error; its cause is PostgreSQL's own message from the trigger
      return String((error?.cause as Error | undefined)?.message ?? error?.message);
    };
    const before = await db.select().from(operatorAuditLog);
    expect(await refusal(sql`update operator_audit_log set action = 'x'`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from operator_audit_log`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate operator_audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect(await db.select().from(operatorAuditLog)).toEqual(before);
  });

  it('records the command-line tool’s decisions too, through the same service', async () => {
    const withdrawal = await pendingWithdrawalOf(testApp.connection.db, member, 12_000);
    const lines: string[] = [];
    await runOperatorCommand(
      testApp.connection.db,
      ['reject-withdrawal', withdrawal.id, 'wrong', 'account'],
      (line) => lines.push(line),
      'cli-tester',
    );
    expect(lines).toEqual([`Withdrawal ${withdrawal.id} rejected.`]);
    const [entry] = await auditRows('withdrawal.rejected', withdrawal.id);
    expect(entry).toMatchObject({ operatorId: null, actor: 'operator:cli-tester', siteCode: 'hgty' });
  });

  it('is in the OpenAPI document under /api/console/v1 with the cookie scheme', () => {
    const document = openapiDocument() as {
      paths: Record<string, unknown>;
      components: { securitySchemes: object };
    };
    for (const path of Object.values(paths)) expect(document.paths[path]).toBeDefined();
    expect(document.components.securitySchemes).toHaveProperty('consoleSession');
  });
});

import { endpoints } from '@platform/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, venues } from '../../src/db/schema/catalogue.ts';
import { operatorAuditLog } from '../../src/db/schema/consoleTables.ts';
import { memberOutboxEvents } from '../../src/db/schema/memberEventTables.ts';
import { memberNotes } from '../../src/db/schema/memberNotes.ts';
import { members } from '../../src/db/schema/members.ts';
import { memberMessages } from '../../src/db/schema/messages.ts';
import { installLedgerGuards } from '../../src/ledger/guards.ts';
import { memberBalance } from '../../src/money/balances.ts';
import { runOperatorCommand } from '../../src/operator/commands.ts';
import { loginPasswordBudgets, signInThrottlePolicy } from '../../src/security/signInThrottle.ts';
import { addVipProgress } from '../../src/vip/vipProgress.ts';
import {
  createTestApp,
  get,
  signIn as memberSignIn,
  postJson,
  registerMember,
  type TestApp,
} from '../support/testApp.ts';
import {
  ConsoleBrowser,
  consolePaths,
  createOperator,
  injectTransport,
  newIdempotencyKey,
  signedInConsole,
} from './consoleClient.ts';

const PASSWORD = 'Operator2026';
const paths = consolePaths;

let testApp: TestApp;
/** admin; an hgty operator with every permission but publishSite; an hgty operator who may only approve money */
let adminConsole: ConsoleBrowser;
let hgtyConsole: ConsoleBrowser;
let moneyOnlyConsole: ConsoleBrowser;
let hgtyOperatorId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.connection.db;
  await installLedgerGuards(db);
  const admin = await createOperator(db, { username: 'act-admin', password: PASSWORD, role: 'admin' });
  const hgty = await createOperator(db, {
    username: 'act-hgty',
    password: PASSWORD,
    role: 'siteOperator',
    grants: [{ siteCode: 'hgty', permissions: ['approveMoney', 'editContent', 'manageMembers'] }],
  });
  hgtyOperatorId = hgty.id;
  const moneyOnly = await createOperator(db, {
    username: 'act-money',
    password: PASSWORD,
    role: 'siteOperator',
    grants: [{ siteCode: 'hgty', permissions: ['approveMoney'] }],
  });
  adminConsole = await signedIn('act-admin', admin.secret);
  hgtyConsole = await signedIn('act-hgty', hgty.secret);
  moneyOnlyConsole = await signedIn('act-money', moneyOnly.secret);
});
afterAll(async () => {
  await testApp?.close();
});

function signedIn(username: string, secret: string): Promise<ConsoleBrowser> {
  return signedInConsole(testApp, { username, password: PASSWORD, secret });
}

function refusal(reply: { status: number; body: { data: unknown } }): [number, string] {
  return [reply.status, (reply.body.data as { code: string }).code];
}

async function auditOf(action: string, target: string) {
  return testApp.connection.db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.target, target)));
}

/** A member registered through the API (a real password to sign in with), with its id. */
async function newMember(site = 'hgty') {
  const registered = await registerMember(testApp, { site });
  const [row] = await testApp.connection.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteCode, site), eq(members.username, registered.username)));
  if (!row) throw new Error('registered member not found');
  return { ...registered, id: row.id, site };
}

describe('locking a member', () => {
  it('ends their sessions at once, refuses their sign-in until unlocked, and audits both', async () => {
    const member = await newMember();
    const unread = () => get(testApp.app, endpoints.messageUnreadCount.path, { token: member.token });
    expect((await unread()).statusCode).toBe(200);

    const locked = await hgtyConsole.post(paths.consoleLockMember, {
      memberId: member.id,
      reason: 'fraud check',
    });
    expect(locked.body.data).toEqual({ locked: true, sessionsRevoked: 1 });
    expect((await unread()).statusCode).toBe(401);
    await expect(
      memberSignIn(testApp.app, { username: member.username, password: member.password }),
    ).rejects.toThrow(/ACCOUNT_SUSPENDED/);
    const [entry] = await auditOf('member.locked', member.id);
    const detail = await hgtyConsole.get(paths.consoleMemberDetail, { memberId: member.id });
    expect((detail.body.data as { lockedAt: string | null }).lockedAt).not.toBeNull();
    expect(entry).toMatchObject({
      operatorId: hgtyOperatorId,
      actor: 'operator:act-hgty',
      siteCode: 'hgty',
      before: { username: member.username, locked: false },
      after: { locked: true, reason: 'fraud check' },
    });

    const unlocked = await hgtyConsole.post(paths.consoleUnlockMember, { memberId: member.id });
    expect(unlocked.body.data).toEqual({ locked: false, sessionsRevoked: 0 });
    const token = await memberSignIn(testApp.app, { username: member.username, password: member.password });
    expect(token).not.toBe('');
    expect(await auditOf('member.unlocked', member.id)).toHaveLength(1);
  });

  it('is refused without manageMembers (403) and for another site’s member (404), changing nothing', async () => {
    const member = await newMember();
    const bltyMember = await newMember('blty');
    const denied = await moneyOnlyConsole.post(paths.consoleLockMember, { memberId: member.id, reason: 'x' });
    expect(refusal(denied)).toEqual([403, 'CONSOLE_PERMISSION_DENIED']);
    const elsewhere = await hgtyConsole.post(paths.consoleLockMember, {
      memberId: bltyMember.id,
      reason: 'x',
    });
    expect(refusal(elsewhere)).toEqual([404, 'CONSOLE_NOT_FOUND']);
    const noReason = await hgtyConsole.post(paths.consoleLockMember, { memberId: member.id, reason: '' });
    expect(noReason.status).toBe(400);
    expect(refusal(noReason)[1]).toMatch(/^FIELD_/);
    for (const id of [member.id, bltyMember.id]) {
      const [row] = await testApp.connection.db
        .select({ lockedAt: members.lockedAt })
        .from(members)
        .where(eq(members.id, id));
      expect(row?.lockedAt).toBeNull();
      expect(await auditOf('member.locked', id)).toHaveLength(0);
    }
    expect(
      (await get(testApp.app, endpoints.messageUnreadCount.path, { token: member.token })).statusCode,
    ).toBe(200);
  });
});

describe('resetting the sign-in lockout', () => {
  it('lets a member locked out by failed sign-ins in again at once, audited with the counters before', async () => {
    const member = await newMember();
    // ten wrong passwords from ten addresses, as the sign-in door settles them (its captcha is not what is tested)
    const throttle = testApp.app.platform.attemptThrottle;
    for (let attempt = 0; attempt < signInThrottlePolicy.accountLockAfter; attempt += 1) {
      const budgets = loginPasswordBudgets('hgty', member.username, `10.9.9.${attempt}`, false);
      expect(await throttle.claim(budgets)).toBe('claimed');
      await throttle.settle(budgets, false);
    }
    await expect(
      memberSignIn(testApp.app, { username: member.username, password: member.password }),
    ).rejects.toThrow(/ACCOUNT_LOCKED/);

    const reset = await hgtyConsole.post(paths.consoleResetMemberSignInLockout, { memberId: member.id });
    expect(reset.body).toEqual({ status: true, data: true });
    await memberSignIn(testApp.app, { username: member.username, password: member.password });
    const [entry] = await auditOf('member.signInLockoutReset', member.id);
    expect(entry?.before).toMatchObject({ username: member.username, lockCount: 1 });
    expect(entry?.after).toEqual({ failures: 0, lockCount: 0, lockedUntil: null });
  });
});

describe('messages', () => {
  it('puts a message in one member’s inbox, tells their open app, and audits it', async () => {
    const member = await newMember();
    const sent = await hgtyConsole.post(paths.consoleSendMemberMessage, {
      memberId: member.id,
      title: 'Welcome',
      content: 'Your bonus is on its way',
    });
    expect(sent.status).toBe(200);
    const unread = await get(testApp.app, endpoints.messageUnreadCount.path, { token: member.token });
    expect(unread.json().data).toEqual({ unread: 1 });
    const events = await testApp.connection.db
      .select()
      .from(memberOutboxEvents)
      .where(and(eq(memberOutboxEvents.memberId, member.id), eq(memberOutboxEvents.name, 'message.arrived')));
    expect(events.map((event) => event.payload)).toEqual([{ unread: 1 }]);
    const [entry] = await auditOf('member.messageSent', member.id);
    expect(entry?.after).toMatchObject({ title: 'Welcome', content: 'Your bonus is on its way' });

    const denied = await moneyOnlyConsole.post(paths.consoleSendMemberMessage, {
      memberId: member.id,
      title: 'No',
      content: 'No',
    });
    expect(refusal(denied)).toEqual([403, 'CONSOLE_PERMISSION_DENIED']);
  });

  it('sends one message to every member of a site and none of another, each with a live event', async () => {
    const db = testApp.connection.db;
    const countOn = async (site: string) =>
      (await db.select({ value: count() }).from(members).where(eq(members.siteCode, site)))[0]?.value ?? 0;
    const hgtyMembers = await countOn('hgty');
    const title = `Notice ${Date.now()}`;
    const sent = await hgtyConsole.post(paths.consoleMessageSiteMembers, {
      siteCode: 'hgty',
      title,
      content: 'Maintenance tonight',
    });
    expect(sent.body.data).toEqual({ recipients: hgtyMembers });
    const delivered = await db
      .select({ siteCode: members.siteCode })
      .from(memberMessages)
      .innerJoin(members, eq(members.id, memberMessages.memberId))
      .where(eq(memberMessages.title, title));
    expect(delivered).toHaveLength(hgtyMembers);
    expect(delivered.every((row) => row.siteCode === 'hgty')).toBe(true);
    const [entry] = await auditOf('site.messageSent', 'hgty');
    expect(entry?.after).toMatchObject({ title, recipients: hgtyMembers });

    const elsewhere = await hgtyConsole.post(paths.consoleMessageSiteMembers, {
      siteCode: 'blty',
      title,
      content: 'x',
    });
    expect(refusal(elsewhere)).toEqual([404, 'CONSOLE_NOT_FOUND']);
  });
});

describe('crediting a reward', () => {
  it('credits through the ledger once per Idempotency-Key, audited with the balance before and after', async () => {
    const member = await newMember();
    const ref = { id: member.id, siteCode: 'hgty' };
    const before = await memberBalance(testApp.connection.db, ref);
    const key = newIdempotencyKey();
    const body = { memberId: member.id, currency: 'CNY', amountMinor: 1888, reason: 'Welcome gift' };
    const first = await hgtyConsole.post(paths.consoleCreditMemberReward, body, { 'idempotency-key': key });
    expect(first.body.data).toMatchObject({ credited: true });
    const again = await hgtyConsole.post(paths.consoleCreditMemberReward, body, { 'idempotency-key': key });
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const after = await memberBalance(testApp.connection.db, ref);
    expect(after.balanceMinor - before.balanceMinor).toBe(1888);
    const entries = await auditOf('member.rewardCredited', member.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.before).toMatchObject({ currency: 'CNY', balanceMinor: before.balanceMinor });
    expect(entries[0]?.after).toMatchObject({ balanceMinor: after.balanceMinor, reason: 'Welcome gift' });
  });

  it('refuses a missing key, a foreign currency, a zero amount, a missing permission and another site, moving nothing', async () => {
    const member = await newMember();
    const bltyMember = await newMember('blty');
    const ref = { id: member.id, siteCode: 'hgty' };
    const before = await memberBalance(testApp.connection.db, ref);
    const body = { memberId: member.id, currency: 'CNY', amountMinor: 500, reason: 'Gift' };
    const withKey = () => ({ 'idempotency-key': newIdempotencyKey() });
    expect(refusal(await hgtyConsole.post(paths.consoleCreditMemberReward, body))).toEqual([
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    ]);
    expect(
      refusal(
        await hgtyConsole.post(paths.consoleCreditMemberReward, { ...body, currency: 'EUR' }, withKey()),
      ),
    ).toEqual([400, 'CONSOLE_CURRENCY_INVALID']);
    const zero = await hgtyConsole.post(
      paths.consoleCreditMemberReward,
      { ...body, amountMinor: 0 },
      withKey(),
    );
    expect(zero.status).toBe(400);
    const contentOnly = await createOperator(testApp.connection.db, {
      username: 'act-content',
      password: PASSWORD,
      role: 'siteOperator',
      grants: [{ siteCode: 'hgty', permissions: ['editContent'] }],
    });
    const contentConsole = await signedIn('act-content', contentOnly.secret);
    expect(refusal(await contentConsole.post(paths.consoleCreditMemberReward, body, withKey()))).toEqual([
      403,
      'CONSOLE_PERMISSION_DENIED',
    ]);
    expect(
      refusal(
        await hgtyConsole.post(
          paths.consoleCreditMemberReward,
          { ...body, memberId: bltyMember.id },
          withKey(),
        ),
      ),
    ).toEqual([404, 'CONSOLE_NOT_FOUND']);
    expect(await memberBalance(testApp.connection.db, ref)).toEqual(before);
    expect(await auditOf('member.rewardCredited', member.id)).toHaveLength(0);
  });
});

describe('maintenance', () => {
  it('puts a venue, a game and a whole site under maintenance and opens them again, audited with the state before', async () => {
    const db = testApp.connection.db;
    const venueState = async (walletCode: string) =>
      (
        await db
          .select({ on: venues.maintenance })
          .from(venues)
          .where(and(eq(venues.siteCode, 'hgty'), eq(venues.walletCode, walletCode)))
      )[0]?.on;
    const on = await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'venue',
      target: 'slots',
      on: true,
    });
    expect(on.body.data).toEqual({ changed: 1 });
    expect(await venueState('slots')).toBe(true);
    const [venueEntry] = await auditOf('maintenance.switched', 'venue:slots');
    expect(venueEntry).toMatchObject({ before: { on: false }, after: { scope: 'venue', on: true } });

    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.siteCode, 'hgty')).limit(1);
    if (!game) throw new Error('no hgty game seeded');
    const gameOn = await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'game',
      target: game.id,
      on: true,
    });
    expect(gameOn.body.data).toEqual({ changed: 1 });

    const siteOff = await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'site',
      on: false,
    });
    expect((siteOff.body.data as { changed: number }).changed).toBeGreaterThan(1);
    expect(await venueState('slots')).toBe(false);
    const [siteEntry] = await auditOf('maintenance.switched', 'hgty');
    expect(siteEntry?.before).toMatchObject({ venuesUnderMaintenance: expect.arrayContaining(['slots']) });

    // restore the game for other tests' sake
    await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'game',
      target: game.id,
      on: false,
    });
  });

  it('refuses a venue without a target (400), an unknown one and another site (404), and operators without editContent (403)', async () => {
    const missing = await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'venue',
      on: true,
    });
    expect(refusal(missing)).toEqual([400, 'FIELD_REQUIRED']);
    const unknown = await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'venue',
      target: 'nowhere',
      on: true,
    });
    expect(refusal(unknown)).toEqual([404, 'CONSOLE_NOT_FOUND']);
    const elsewhere = await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'blty',
      scope: 'site',
      on: true,
    });
    expect(refusal(elsewhere)).toEqual([404, 'CONSOLE_NOT_FOUND']);
    const denied = await moneyOnlyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'site',
      on: true,
    });
    expect(refusal(denied)).toEqual([403, 'CONSOLE_PERMISSION_DENIED']);
    const hgtyClosed = await testApp.connection.db
      .select({ on: venues.maintenance })
      .from(venues)
      .where(and(eq(venues.siteCode, 'hgty'), eq(venues.maintenance, true)));
    expect(hgtyClosed).toHaveLength(0);
    expect(await auditOf('maintenance.switched', 'venue:nowhere')).toHaveLength(0);
  });
});

describe('maintenance messages', () => {
  it('shows members the operator’s message in their language beside the flag, and clears it on reopening', async () => {
    const member = await newMember();
    const note = { 'en-US': 'Back at 04:00', 'zh-CN': '凌晨4点恢复' };
    const switched = await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'venue',
      target: 'live',
      on: true,
      note,
    });
    expect(switched.status).toBe(200);
    const liveGameNotes = async (lang: string) => {
      const reply = await get(testApp.app, endpoints.gameList.path, { lang });
      const categories = reply.json().data as {
        games: { wallet_code: string; maintenanceNote?: string }[];
      }[];
      return new Set(
        categories.flatMap((category) =>
          category.games.filter((game) => game.wallet_code === 'live').map((game) => game.maintenanceNote),
        ),
      );
    };
    expect(await liveGameNotes('en-US')).toEqual(new Set(['Back at 04:00']));
    // zh-HK has none of its own: the first language the operator wrote in
    expect(await liveGameNotes('zh-HK')).toEqual(new Set(['凌晨4点恢复']));
    const wallets = await get(testApp.app, endpoints.walletList.path, { token: member.token, lang: 'en-US' });
    expect(wallets.json().data).toContainEqual(
      expect.objectContaining({ walletCode: 'live', maintenance: true, maintenanceNote: 'Back at 04:00' }),
    );
    const [entry] = await auditOf('maintenance.switched', 'venue:live');
    expect(entry?.after).toEqual({ scope: 'venue', on: true, note });

    await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'venue',
      target: 'live',
      on: false,
    });
    expect(await liveGameNotes('en-US')).toEqual(new Set([undefined]));
  });

  it('refuses a message in a language the console does not write (400), changing nothing', async () => {
    const refused = await hgtyConsole.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'venue',
      target: 'cards',
      on: true,
      note: { fr: 'Bientôt' },
    });
    expect(refused.status).toBe(400);
    const [venue] = await testApp.connection.db
      .select({ on: venues.maintenance })
      .from(venues)
      .where(and(eq(venues.siteCode, 'hgty'), eq(venues.walletCode, 'cards')));
    expect(venue?.on).toBe(false);
  });
});

describe('operator management', () => {
  it('lets an admin create a site operator, who enrols two-step at first sign-in; others are refused', async () => {
    const created = await adminConsole.post(paths.consoleCreateOperator, {
      username: 'act-created',
      password: 'Created-2026-pass',
      role: 'siteOperator',
      sites: [{ siteCode: 'blty', permissions: ['editContent'] }],
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as { id: string }).id;
    const list = await adminConsole.get(paths.consoleListOperators);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        id,
        username: 'act-created',
        role: 'siteOperator',
        sites: [{ siteCode: 'blty', permissions: ['editContent'] }],
        twoStepEnrolled: false,
        disabledAt: null,
      }),
    );
    const [entry] = await auditOf('operator.created', id);
    expect(entry?.after).toMatchObject({ username: 'act-created', role: 'siteOperator' });
    expect(JSON.stringify(entry)).not.toContain('Created-2026-pass');

    const fresh = new ConsoleBrowser(injectTransport(testApp.app));
    const first = await fresh.post(paths.consoleSignIn, {
      username: 'act-created',
      password: 'Created-2026-pass',
    });
    expect(first.body.data).toEqual({ next: 'enrolTwoStep' });

    expect(
      refusal(
        await adminConsole.post(paths.consoleCreateOperator, {
          username: 'act-created',
          password: 'Another-2026-pass',
          role: 'admin',
          sites: [],
        }),
      ),
    ).toEqual([409, 'CONSOLE_OPERATOR_EXISTS']);
    expect(
      refusal(
        await adminConsole.post(paths.consoleCreateOperator, {
          username: 'act-nosite',
          password: 'Another-2026-pass',
          role: 'siteOperator',
          sites: [{ siteCode: 'nosuchsite', permissions: ['editContent'] }],
        }),
      ),
    ).toEqual([400, 'CONSOLE_GRANTS_INVALID']);
    expect(refusal(await hgtyConsole.get(paths.consoleListOperators))).toEqual([
      403,
      'CONSOLE_PERMISSION_DENIED',
    ]);
    expect(
      refusal(
        await hgtyConsole.post(paths.consoleCreateOperator, {
          username: 'act-sneaky',
          password: 'Another-2026-pass',
          role: 'admin',
          sites: [],
        }),
      ),
    ).toEqual([403, 'CONSOLE_PERMISSION_DENIED']);
    const names = (
      (await adminConsole.get(paths.consoleListOperators)).body.data as { username: string }[]
    ).map((operator) => operator.username);
    expect(names).not.toContain('act-nosite');
    expect(names).not.toContain('act-sneaky');
  });

  it('disables an operator: its open session is refused at once and its sign-in fails', async () => {
    const target = await createOperator(testApp.connection.db, {
      username: 'act-disable',
      password: PASSWORD,
      role: 'siteOperator',
      grants: [{ siteCode: 'hgty', permissions: ['editContent'] }],
    });
    const targetConsole = await signedIn('act-disable', target.secret);
    expect((await targetConsole.get(paths.consoleSession)).status).toBe(200);
    const disabled = await adminConsole.post(paths.consoleDisableOperator, { operatorId: target.id });
    expect(disabled.status).toBe(200);
    expect(refusal(await targetConsole.get(paths.consoleSession))).toEqual([401, 'CONSOLE_SESSION_INVALID']);
    const again = new ConsoleBrowser(injectTransport(testApp.app));
    expect(
      refusal(await again.post(paths.consoleSignIn, { username: 'act-disable', password: PASSWORD })),
    ).toEqual([401, 'CONSOLE_SIGN_IN_FAILED']);
    const [entry] = await auditOf('operator.disabled', target.id);
    expect(entry).toMatchObject({
      before: { disabled: false },
      after: { disabled: true, sessionsRevoked: 1 },
    });
  });

  it('resets an operator’s two-step: its sessions end and its next sign-in enrols again', async () => {
    const target = await createOperator(testApp.connection.db, {
      username: 'act-lostphone',
      password: PASSWORD,
      role: 'admin',
    });
    const targetConsole = await signedIn('act-lostphone', target.secret);
    const reset = await adminConsole.post(paths.consoleResetOperatorTwoStep, { operatorId: target.id });
    expect(reset.status).toBe(200);
    expect(refusal(await targetConsole.get(paths.consoleSession))).toEqual([401, 'CONSOLE_SESSION_INVALID']);
    const again = new ConsoleBrowser(injectTransport(testApp.app));
    const first = await again.post(paths.consoleSignIn, { username: 'act-lostphone', password: PASSWORD });
    expect(first.body.data).toEqual({ next: 'enrolTwoStep' });
    const [entry] = await auditOf('operator.twoStepReset', target.id);
    expect(entry).toMatchObject({ before: { twoStepEnrolled: true }, after: { twoStepEnrolled: false } });
    expect(
      refusal(
        await adminConsole.post(paths.consoleResetOperatorTwoStep, { operatorId: crypto.randomUUID() }),
      ),
    ).toEqual([404, 'CONSOLE_NOT_FOUND']);
  });
});

describe('the operator tool', () => {
  it('locks, credits and messages through the same services, audited as operator:<name> without an account', async () => {
    const member = await newMember();
    const lines: string[] = [];
    const run = (...args: string[]) =>
      runOperatorCommand(
        testApp.connection.db,
        args,
        (line) => lines.push(line),
        'cli-tester',
        testApp.app.platform.sessions,
      );
    await run('lock-member', 'hgty', member.username, 'chargeback');
    expect(
      (await get(testApp.app, endpoints.messageUnreadCount.path, { token: member.token })).statusCode,
    ).toBe(401);
    const [locked] = await auditOf('member.locked', member.id);
    expect(locked).toMatchObject({
      operatorId: null,
      actor: 'operator:cli-tester',
      after: { reason: 'chargeback' },
    });
    await run('unlock-member', 'hgty', member.username);
    await run('credit-reward', 'hgty', member.username, '5.00', 'CNY', 'Sorry', 'for', 'the', 'wait');
    const [credited] = await auditOf('member.rewardCredited', member.id);
    expect(credited).toMatchObject({
      actor: 'operator:cli-tester',
      after: { amountMinor: 500, reason: 'Sorry for the wait' },
    });
    await run('send-message', 'hgty', member.username, 'Hello', 'from', 'support');
    expect(await auditOf('member.messageSent', member.id)).toHaveLength(1);
    await run('reset-lockout', 'hgty', member.username);
    expect(await auditOf('member.signInLockoutReset', member.id)).toHaveLength(1);
    expect(lines.join('\n')).toMatch(/is locked; 1 sessions ended/);
  });
});

type MemberPage = {
  vip: { level: number; name: string; next: { level: number; name: string } | null };
  tasks: { id: string; progress: number; target: number; status: string }[];
  notes: { id: string; text: string; author: string; createdAt: string }[];
};

async function memberPageOf(operator: ConsoleBrowser, memberId: string): Promise<MemberPage> {
  const reply = await operator.get(paths.consoleMemberDetail, { memberId });
  expect(reply.status).toBe(200);
  return reply.body.data as MemberPage;
}

describe("a member's VIP standing and tasks on the member page", () => {
  it('shows the VIP level and the next one exactly as the member app reads them', async () => {
    const member = await newMember();
    await addVipProgress(testApp.connection.db, member.id, {
      depositMinor: 1_000_000,
      turnoverMinor: 1_000_000,
    });
    const standing = (await get(testApp.app, endpoints.vips.path, { token: member.token })).json().data;
    expect(standing.level).toBeGreaterThan(0);
    const { vip } = await memberPageOf(hgtyConsole, member.id);
    expect(vip).toEqual({
      level: standing.level,
      name: standing.name,
      depositMinor: standing.depositMinor,
      turnoverMinor: standing.turnoverMinor,
      next: standing.next && {
        level: standing.next.level,
        name: standing.next.name,
        depositRequirementMinor: standing.next.depositRequirementMinor,
        turnoverRequirementMinor: standing.next.turnoverRequirementMinor,
      },
    });
  });

  it("shows each task's progress and state in its period: claimable, then claimed once the member claims it", async () => {
    const member = await newMember();
    // hgty's daily sign-in task: a member who just registered has signed in once.
    const signInTask = (page: MemberPage) => page.tasks.find((task) => task.id === 'hgty-task-1');
    const before = await memberPageOf(hgtyConsole, member.id);
    expect(signInTask(before)).toMatchObject({ progress: 1, target: 1, status: 'claimable' });
    expect(before.tasks.some((task) => task.status === 'in_progress')).toBe(true);
    const claimed = await postJson(
      testApp.app,
      endpoints.claimTask.path,
      { taskId: 'hgty-task-1' },
      { token: member.token, headers: { 'Idempotency-Key': newIdempotencyKey() } },
    );
    expect(claimed.statusCode).toBe(200);
    expect(signInTask(await memberPageOf(hgtyConsole, member.id))).toMatchObject({ status: 'claimed' });
  });
});

describe("operators' notes about a member", () => {
  it('are listed newest first with their author and time, and each is audited', async () => {
    const member = await newMember();
    expect((await memberPageOf(hgtyConsole, member.id)).notes).toEqual([]);
    const first = await hgtyConsole.post(paths.consoleAddMemberNote, {
      memberId: member.id,
      text: 'Called about a failed deposit',
    });
    expect(first.status).toBe(200);
    const second = await adminConsole.post(paths.consoleAddMemberNote, {
      memberId: member.id,
      text: 'Deposit found; member informed',
    });
    const { notes } = await memberPageOf(hgtyConsole, member.id);
    expect(notes.map(({ text, author }) => [text, author])).toEqual([
      ['Deposit found; member informed', 'operator:act-admin'],
      ['Called about a failed deposit', 'operator:act-hgty'],
    ]);
    expect(notes[1]).toEqual(first.body.data);
    expect(notes[0]).toEqual(second.body.data);
    expect(Number.isNaN(Date.parse(notes[0]?.createdAt ?? ''))).toBe(false);
    const entries = await auditOf('member.noted', member.id);
    expect(entries).toHaveLength(2);
    expect(entries.find((entry) => entry.operatorId === hgtyOperatorId)).toMatchObject({
      actor: 'operator:act-hgty',
      siteCode: 'hgty',
      after: { username: member.username, noteId: notes[1]?.id, text: 'Called about a failed deposit' },
    });
  });

  it('are refused without manageMembers (403), for another site’s member (404) and when empty, blank or too long', async () => {
    const member = await newMember();
    const bltyMember = await newMember('blty');
    const denied = await moneyOnlyConsole.post(paths.consoleAddMemberNote, {
      memberId: member.id,
      text: 'x',
    });
    expect(refusal(denied)).toEqual([403, 'CONSOLE_PERMISSION_DENIED']);
    const elsewhere = await hgtyConsole.post(paths.consoleAddMemberNote, {
      memberId: bltyMember.id,
      text: 'x',
    });
    expect(refusal(elsewhere)).toEqual([404, 'CONSOLE_NOT_FOUND']);
    for (const text of ['', '   ', 'x'.repeat(501)]) {
      const refused = await hgtyConsole.post(paths.consoleAddMemberNote, { memberId: member.id, text });
      expect(refusal(refused)).toEqual([400, 'FIELD_INVALID']);
    }
    const longest = await hgtyConsole.post(paths.consoleAddMemberNote, {
      memberId: member.id,
      text: 'y'.repeat(500),
    });
    expect(longest.status).toBe(200);
    expect((await memberPageOf(hgtyConsole, member.id)).notes).toHaveLength(1);
    expect((await memberPageOf(adminConsole, bltyMember.id)).notes).toEqual([]);
    expect(await auditOf('member.noted', member.id)).toHaveLength(1);
    expect(await auditOf('member.noted', bltyMember.id)).toEqual([]);
  });

  it('are kept as written: the database refuses to change or remove one', async () => {
    const member = await newMember();
    await hgtyConsole.post(paths.consoleAddMemberNote, { memberId: member.id, text: 'Kept' });
    const db = testApp.connection.db;
    await expect(
      db.update(memberNotes).set({ text: 'Changed' }).where(eq(memberNotes.memberId, member.id)),
    ).rejects.toThrow();
    await expect(db.delete(memberNotes).where(eq(memberNotes.memberId, member.id))).rejects.toThrow();
    expect((await memberPageOf(hgtyConsole, member.id)).notes.map((note) => note.text)).toEqual(['Kept']);
  });
});

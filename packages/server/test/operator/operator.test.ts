import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresUrl } from '../../../../test/postgres.ts';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import type { DatabaseConnection } from '../../src/composition/openDatabase.ts';
import { games, venues } from '../../src/db/schema/catalogue.ts';
import { members } from '../../src/db/schema/members.ts';
import { memberMessages } from '../../src/db/schema/messages.ts';
import { devOutbox } from '../../src/db/schema/security.ts';
import { feedbackDetail, storeUpload, submitFeedback } from '../../src/feedback/service.ts';
import { auditIsClean, auditLedger } from '../../src/ledger/audit.ts';
import { queryRows } from '../../src/ledger/executor.ts';
import { installLedgerGuards } from '../../src/ledger/guards.ts';
import { memberBalance } from '../../src/money/balances.ts';
import { createDepositOrder, depositChannelsOf } from '../../src/money/deposits.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { addWithdrawalAccount } from '../../src/money/withdrawalAccounts.ts';
import { requestWithdrawal } from '../../src/money/withdrawals.ts';
import { runOperatorCommand } from '../../src/operator/commands.ts';
import { UsageError } from '../../src/operator/operatorCommand.ts';
import { ADDED_BEFORE_ANY_PAYOUT_DELAY } from '../support/moneyFixtures.ts';
import { openPostgresMoneyDatabase } from '../support/moneyTestDatabase.ts';
import { openTestDatabase } from '../support/testApp.ts';

const events = platformDomainEvents();

let connection: DatabaseConnection;
let demo: MemberRef;

async function run(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  await runOperatorCommand(connection.db, args, (line) => lines.push(line), 'tester');
  return lines;
}

beforeAll(async () => {
  connection = await openTestDatabase();
  await installLedgerGuards(connection.db);
  const [row] = await connection.db
    .select({ id: members.id, siteCode: members.siteCode })
    .from(members)
    .where(and(eq(members.siteCode, 'hgty'), eq(members.username, 'demo')));
  if (!row) throw new Error('demo member missing from the snapshot');
  demo = row;
});
afterAll(async () => {
  await connection?.close();
});

describe('operator commands', () => {
  it('lists pending deposits and withdrawals and decides them through the ledger, once', async () => {
    const [channel] = (await depositChannelsOf(connection.db, 'hgty')).filter(
      (candidate) => candidate.currency === 'CNY',
    );
    if (!channel) throw new Error('no CNY channel');
    const order = await connection.db.transaction((transaction) =>
      createDepositOrder(transaction, demo, { channelId: channel.id, amountMinor: 66_600 }),
    );
    const account = await addWithdrawalAccount(
      connection.db,
      events,
      demo,
      {
        kind: 'alipay',
        holderName: 'Demo',
        accountNumber: 'demo@example.com',
      },
      ADDED_BEFORE_ANY_PAYOUT_DELAY,
    );
    const withdrawal = await connection.db.transaction((transaction) =>
      requestWithdrawal(
        transaction,
        events,
        demo,
        { withdrawalAccountId: account.id, amountMinor: 12_300 },
        { actor: 'member:test', requestId: 'r', ledgerKey: `operator-test:${account.id}` },
      ),
    );
    const pending = (await run('pending')).join('\n');
    expect(pending).toContain(order.id);
    expect(pending).toContain('666.00 CNY');
    expect(pending).toContain(withdrawal.id);
    expect(pending).toContain('123.00 CNY');

    const before = await memberBalance(connection.db, demo);
    expect(await run('approve-deposit', order.id)).toEqual([`Deposit ${order.id} approved.`]);
    expect(await run('approve-deposit', order.id)).toEqual([
      `Deposit ${order.id} was already approved; nothing changed.`,
    ]);
    expect(await run('reject-withdrawal', withdrawal.id, 'name', 'mismatch')).toEqual([
      `Withdrawal ${withdrawal.id} rejected.`,
    ]);
    expect(await memberBalance(connection.db, demo)).toMatchObject({
      balanceMinor: before.balanceMinor + 66_600 + 12_300,
      withdrawalPendingMinor: 0,
    });
    expect((await run('pending')).join('\n')).not.toContain(order.id);
    expect(await run('verify')).toContain('Ledger OK.');
  });

  it('refuses to approve a deposit order whose lifetime has passed, and still lets it be rejected', async () => {
    const [channel] = (await depositChannelsOf(connection.db, 'hgty')).filter(
      (candidate) => candidate.currency === 'CNY',
    );
    if (!channel) throw new Error('no CNY channel');
    // Placed a day ago: every channel's order lifetime (minutes) has passed.
    const placedAt = new Date(Date.now() - 24 * 60 * 60_000);
    const order = await connection.db.transaction((transaction) =>
      createDepositOrder(transaction, demo, { channelId: channel.id, amountMinor: 45_600 }, placedAt),
    );
    expect((await run('pending')).find((line) => line.includes(order.id))).toMatch(/ {2}expired$/);
    const before = await memberBalance(connection.db, demo);
    await expect(run('approve-deposit', order.id)).rejects.toThrow(
      `deposit order ${order.id} expired at ${order.expiresAt}; an expired order cannot be approved`,
    );
    expect((await memberBalance(connection.db, demo)).balanceMinor).toBe(before.balanceMinor);
    expect(await run('reject-deposit', order.id)).toEqual([`Deposit ${order.id} rejected.`]);
    expect((await run('pending')).join('\n')).not.toContain(order.id);
    expect((await memberBalance(connection.db, demo)).balanceMinor).toBe(before.balanceMinor);
  });

  it('credits a reward to a member by name, refusing bad amounts', async () => {
    const before = await memberBalance(connection.db, demo);
    const [line] = await run('credit-reward', 'hgty', 'demo', '18.88', 'CNY', 'Operator', 'bonus');
    expect(line).toMatch(/^Credited 18\.88 CNY to demo/);
    expect((await memberBalance(connection.db, demo)).balanceMinor).toBe(before.balanceMinor + 1_888);
    for (const amount of ['-5', '0', '1.999', 'abc', '1e3']) {
      await expect(run('credit-reward', 'hgty', 'demo', amount, 'CNY', 'x')).rejects.toBeInstanceOf(
        UsageError,
      );
    }
    await expect(run('credit-reward', 'hgty', 'nobody', '1', 'CNY', 'x')).rejects.toBeInstanceOf(UsageError);
    expect((await memberBalance(connection.db, demo)).balanceMinor).toBe(before.balanceMinor + 1_888);
    expect(auditIsClean(await auditLedger(connection.db))).toBe(true);
  });

  it('sends a message and sets venues, games and whole sites under maintenance', async () => {
    await run('send-message', 'hgty', 'demo', 'Hello', 'Your', 'withdrawal', 'is', 'on', 'its', 'way');
    const messages = await connection.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, demo.id));
    expect(
      messages.some(
        (message) => message.title === 'Hello' && message.content === 'Your withdrawal is on its way',
      ),
    ).toBe(true);

    await run('maintenance', 'venue', 'hgty', 'slots', 'on');
    const venueFlag = async (walletCode: string) =>
      (
        await connection.db
          .select({ maintenance: venues.maintenance })
          .from(venues)
          .where(and(eq(venues.siteCode, 'hgty'), eq(venues.walletCode, walletCode)))
      )[0]?.maintenance;
    expect(await venueFlag('slots')).toBe(true);
    const [game] = await connection.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.siteCode, 'hgty'), eq(games.id, '1')));
    if (!game) throw new Error('no game');
    await run('maintenance', 'game', 'hgty', game.id, 'on');
    const flags = await connection.db
      .select({ siteCode: games.siteCode, maintenance: games.maintenance })
      .from(games)
      .where(eq(games.id, game.id));
    // Only hgty's game with that id: the other sites' games sharing the id stay open.
    expect(flags.length).toBeGreaterThan(1);
    for (const flag of flags) expect(flag.maintenance).toBe(flag.siteCode === 'hgty');
    await expect(run('maintenance', 'game', 'hgty', 'no-such-game', 'on')).rejects.toBeInstanceOf(UsageError);
    await run('maintenance', 'site', 'hgty', 'off');
    expect(await venueFlag('slots')).toBe(false);
    await expect(run('maintenance', 'venue', 'hgty', 'nowhere', 'on')).rejects.toBeInstanceOf(UsageError);
    await expect(run('maintenance', 'game', 'hgty', game.id, 'maybe')).rejects.toBeInstanceOf(UsageError);
  });

  it('shows the development outbox of verification codes, newest first', async () => {
    await connection.db
      .insert(devOutbox)
      .values({ siteCode: 'hgty', channel: 'phone', destination: '+86 13800000000', body: 'code 123456' });
    expect((await run('outbox', '5')).join('\n')).toContain('+86 13800000000: code 123456');
  });

  it("shows a member's two-step state, signed-in devices and sign-ins; an unknown member is a usage error", async () => {
    const shown = (await run('security', 'hgty', 'demo')).join('\n');
    expect(shown).toContain('Two-step verification: off');
    expect(shown).toMatch(/Signed-in devices \(\d+\):/);
    expect(shown).toMatch(/Sign-ins \(\d+, newest first\):/);
    await expect(run('security', 'hgty', 'nobody')).rejects.toBeInstanceOf(UsageError);
  });

  it('lists feedback awaiting a reply and replies once; the member reads the reply', async () => {
    const { id } = await submitFeedback(connection.db, demo.id, {
      category: 'withdraw',
      content: 'My withdrawal has been pending for a day',
      imageIds: [],
    });
    const waiting = (await run('feedback')).join('\n');
    expect(waiting).toContain(`${id}  hgty  demo  withdraw  0 images`);
    expect(waiting).toContain('My withdrawal has been pending for a day');

    expect(await run('reply-feedback', id, 'It', 'was', 'paid', 'this', 'morning')).toEqual([
      `Replied to feedback ${id}.`,
    ]);
    expect((await feedbackDetail(connection.db, demo.id, id)).reply).toBe('It was paid this morning');
    expect((await run('feedback')).join('\n')).not.toContain(id);

    // A repeated command does not rewrite what the member has read.
    expect(await run('reply-feedback', id, 'Something', 'else')).toEqual([
      `Feedback ${id} already has a reply; nothing changed.`,
    ]);
    expect((await feedbackDetail(connection.db, demo.id, id)).reply).toBe('It was paid this morning');
  });

  it('refuses a reply to feedback that does not exist, or without text', async () => {
    await expect(run('reply-feedback', '00000000-0000-4000-8000-000000000000', 'Hi')).rejects.toBeInstanceOf(
      UsageError,
    );
    await expect(run('reply-feedback', 'not-an-id', 'Hi')).rejects.toBeInstanceOf(UsageError);
    await expect(run('reply-feedback', '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      UsageError,
    );
  });

  it('saves a feedback image to a new file, never over an existing one', async () => {
    // the 8-byte PNG signature and an IHDR chunk header: what the upload endpoint's sniffing accepts as PNG
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const upload = await storeUpload(connection.db, demo.id, png, 'image/png');
    const { id } = await submitFeedback(connection.db, demo.id, {
      category: 'other',
      content: 'The banner is cut off',
      imageIds: [upload.id],
    });
    expect(await run('feedback')).toContain(`    image ${upload.id}`);
    const folder = await mkdtemp(join(tmpdir(), 'operator-upload-'));
    try {
      const path = join(folder, 'banner.png');
      expect(await run('save-upload', upload.id, path)).toEqual([
        `Saved upload ${upload.id} (image/png, ${png.length} bytes) to ${path}.`,
      ]);
      expect(await readFile(path)).toEqual(png);

      const existing = join(folder, 'notes.txt');
      await writeFile(existing, 'keep me');
      await expect(run('save-upload', upload.id, existing)).rejects.toThrow(`${existing} already exists`);
      expect(await readFile(existing, 'utf8')).toBe('keep me');
      await expect(run('save-upload', 'no-such-upload', join(folder, 'x.png'))).rejects.toBeInstanceOf(
        UsageError,
      );
      await expect(run('save-upload', upload.id)).rejects.toBeInstanceOf(UsageError);
    } finally {
      await rm(folder, { recursive: true });
      await run('reply-feedback', id, 'Fixed');
    }
  });

  it('rejects unknown commands with the usage', async () => {
    await expect(run('drop-everything')).rejects.toBeInstanceOf(UsageError);
    expect((await run('help'))[0]).toContain('Operator tool');
  });
});

describe.skipIf(!(await postgresAvailable()))('operator command line on PostgreSQL', () => {
  it('runs as a process against DATABASE_URL and verifies the ledger', async () => {
    const handle = await openPostgresMoneyDatabase(2);
    try {
      const url = new URL(postgresUrl);
      const [database] = await queryRows<{ name: string }>(
        handle.database,
        sql`select current_database() as name`,
      );
      url.pathname = `/${database?.name}`;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('../../src/operator/cli.ts', import.meta.url)), 'verify'],
        { env: { ...process.env, DATABASE_URL: url.toString() } },
      );
      expect(stdout).toContain('Ledger OK.');
    } finally {
      await handle.close();
    }
  }, 60_000);
});

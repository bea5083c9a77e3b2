import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../src/db/schema/ledger.ts';
import { memberAccount, resolveAccountIds, systemAccount } from '../../src/ledger/accounts.ts';
import { databaseErrorOf } from '../../src/ledger/databaseError.ts';
import type { MoneyExecutor } from '../../src/ledger/executor.ts';
import {
  InsufficientFundsError,
  LedgerInvariantError,
  postLedgerTransaction,
} from '../../src/ledger/postTransaction.ts';
import {
  type MoneyTestDatabase,
  openPgliteMoneyDatabase,
  openPostgresMoneyDatabase,
} from '../support/moneyTestDatabase.ts';

const memberId = '00000000-0000-4000-8000-000000000001';
const central = memberAccount('hgty', memberId, 'central', 'CNY');
const clearing = systemAccount('hgty', 'clearing', 'CNY');

let sequence = 0;
function deposit(database: MoneyExecutor, amountMinor: number, idempotencyKey = `test-${++sequence}`) {
  return database.transaction((transaction) =>
    postLedgerTransaction(transaction, {
      siteCode: 'hgty',
      memberId,
      kind: 'deposit',
      actor: 'operator:test',
      requestId: 'request-1',
      idempotencyKey,
      postings: [
        { account: clearing, amountMinor: -amountMinor },
        { account: central, amountMinor },
      ],
    }),
  );
}

async function balanceOf(database: MoneyExecutor, accountId: string): Promise<number> {
  const [row] = await database
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? Number.NaN;
}

async function rowCounts(database: MoneyExecutor) {
  const [transactions] = await database.select({ value: count() }).from(ledgerTransactions);
  const [entries] = await database.select({ value: count() }).from(ledgerEntries);
  return { transactions: transactions?.value, entries: entries?.value };
}

/** Resolves to PostgreSQL's own message for a statement that must fail. */
async function databaseRefusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const details = databaseErrorOf(error);
    return details
      ? `${details.code} ${details.message} ${details.constraint ?? ''}`
      : `not a database error: ${error}`;
  }
  return 'statement succeeded';
}

const postgresReachable = await postgresAvailable();

describe.each([
  { engine: 'PGlite', open: openPgliteMoneyDatabase, skip: false },
  { engine: 'PostgreSQL', open: () => openPostgresMoneyDatabase(4), skip: !postgresReachable },
])('ledger core on $engine', ({ open, skip }) => {
  let handle: MoneyTestDatabase;
  let centralId: string;
  beforeAll(async () => {
    if (skip) return;
    handle = await open();
    [centralId] = (await resolveAccountIds(handle.database, [central])) as [string];
  });
  afterAll(async () => {
    await handle?.close();
  });

  it.skipIf(skip)('posts a balanced transaction and records balances after each entry', async () => {
    const result = await deposit(handle.database, 10_000);
    expect(result.outcome).toBe('posted');
    if (result.outcome !== 'posted') return;
    expect(
      result.entries.map((entry) => [entry.account.kind, entry.amountMinor, entry.balanceAfterMinor]).sort(),
    ).toEqual(
      [
        ['central', 10_000, 10_000],
        ['clearing', -10_000, -10_000],
      ].sort(),
    );
    expect(await balanceOf(handle.database, centralId)).toBe(10_000);
  });

  it.skipIf(skip)(
    'refuses a posting that would make a member balance negative and changes nothing',
    async () => {
      const before = await rowCounts(handle.database);
      await expect(
        handle.database.transaction((transaction) =>
          postLedgerTransaction(transaction, {
            siteCode: 'hgty',
            memberId,
            kind: 'withdrawal_paid',
            actor: 'member:test',
            requestId: 'request-2',
            idempotencyKey: 'overdraw-1',
            postings: [
              { account: central, amountMinor: -10_001 },
              { account: clearing, amountMinor: 10_001 },
            ],
          }),
        ),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
      expect(await rowCounts(handle.database)).toEqual(before);
      expect(await balanceOf(handle.database, centralId)).toBe(10_000);
    },
  );

  it.skipIf(skip)('posts a transaction with a used idempotency key only once', async () => {
    const first = await deposit(handle.database, 500, 'same-key');
    const second = await deposit(handle.database, 500, 'same-key');
    expect(second).toEqual({ outcome: 'duplicate', transactionId: first.transactionId });
    expect(await balanceOf(handle.database, centralId)).toBe(10_500);
  });

  it.skipIf(skip)(
    'refuses unbalanced, one-sided and fractional postings before touching the database',
    async () => {
      const before = await rowCounts(handle.database);
      const attempts = [
        [
          { account: clearing, amountMinor: -100 },
          { account: central, amountMinor: 99 },
        ],
        [{ account: central, amountMinor: 100 }],
        [
          { account: clearing, amountMinor: -0.5 },
          { account: central, amountMinor: 0.5 },
        ],
      ];
      for (const postings of attempts) {
        await expect(
          handle.database.transaction((transaction) =>
            postLedgerTransaction(transaction, {
              siteCode: 'hgty',
              memberId,
              kind: 'deposit',
              actor: 'operator:test',
              requestId: 'r',
              idempotencyKey: `bad-${++sequence}`,
              postings,
            }),
          ),
        ).rejects.toBeInstanceOf(LedgerInvariantError);
      }
      expect(await rowCounts(handle.database)).toEqual(before);
    },
  );

  describe('database backstops against hand-written SQL', () => {
    it.skipIf(skip)('refuses UPDATE, DELETE and TRUNCATE of ledger rows', async () => {
      const statements = [
        sql`update ledger_entries set amount_minor = amount_minor * 2`,
        sql`delete from ledger_entries`,
        sql`update ledger_transactions set actor = 'someone else'`,
        sql`delete from ledger_transactions`,
        sql`truncate ledger_entries`,
      ];
      for (const statement of statements) {
        expect(await databaseRefusal(handle.database.execute(statement))).toMatch(/P0001 .*append-only/);
      }
    });

    it.skipIf(skip)(
      'refuses a negative member balance even when the conditional update is bypassed',
      async () => {
        expect(
          await databaseRefusal(
            handle.database.execute(
              sql`update ledger_accounts set balance_minor = -1 where id = ${centralId}`,
            ),
          ),
        ).toMatch(/23514 .*ledger_accounts_balance_not_negative/);
      },
    );

    it.skipIf(skip)('refuses an unbalanced or entry-less transaction at commit', async () => {
      const before = await rowCounts(handle.database);
      const clearingId = (await resolveAccountIds(handle.database, [clearing]))[0] as string;
      expect(
        await databaseRefusal(
          handle.database.transaction(async (transaction) => {
            const [row] = await transaction
              .insert(ledgerTransactions)
              .values({
                siteCode: 'hgty',
                memberId,
                kind: 'deposit',
                actor: 'sql',
                requestId: 'r',
                idempotencyKey: 'hand-written',
              })
              .returning({ id: ledgerTransactions.id });
            await transaction.insert(ledgerEntries).values([
              {
                transactionId: row!.id,
                accountId: clearingId,
                currency: 'CNY',
                amountMinor: -100,
                balanceAfterMinor: 0,
              },
              {
                transactionId: row!.id,
                accountId: centralId,
                currency: 'CNY',
                amountMinor: 101,
                balanceAfterMinor: 0,
              },
            ]);
          }),
        ),
      ).toMatch(/23514 .*does not balance in CNY/);
      expect(
        await databaseRefusal(
          handle.database.execute(
            sql`insert into ledger_transactions (site_code, kind, actor, request_id, idempotency_key) values ('hgty', 'deposit', 'sql', 'r', 'no-entries')`,
          ),
        ),
      ).toMatch(/23514 .*at least two are required/);
      expect(
        await databaseRefusal(
          handle.database.execute(
            sql`insert into ledger_entries (transaction_id, account_id, currency, amount_minor, balance_after_minor)
                select id, ${centralId}, 'USDT', 5, 0 from ledger_transactions limit 1`,
          ),
        ),
      ).toMatch(/23503 .*ledger_entries_account_currency_fk/);
      expect(await rowCounts(handle.database)).toEqual(before);
    });
  });
});

import { type DateRangePreset, dateRangeForPreset, type MovementStatus } from '@platform/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { venues } from '../db/schema/catalogue.ts';
import { exchangeQuotes } from '../db/schema/exchangeTables.ts';
import {
  type LedgerAccountKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../db/schema/ledger.ts';
import { withdrawalRequests } from '../db/schema/paymentTables.ts';
import { betRecords } from '../db/schema/recordTables.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { MemberRef } from './memberContext.ts';

export type RecordsQuery = {
  preset?: DateRangePreset | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
};

type MemberWalletKind = Exclude<LedgerAccountKind, 'house' | 'clearing'>;

export type TransactionRecordsQuery = RecordsQuery & {
  /** only movements of this wallet of the member (with `wallet_code` for a venue's) */
  wallet?: MemberWalletKind | undefined;
  wallet_code?: string | undefined;
};

const DEFAULT_PAGE_SIZE = 20;

/** Rows of the member whose time column lies in the preset's range (site time zone), as a WHERE condition. */
function memberInRange(
  member: MemberRef,
  memberColumn: PgColumn,
  timeColumn: PgColumn,
  preset: DateRangePreset,
  now: Date,
): SQL {
  const range = dateRangeForPreset(preset, now, siteMoneySettings(member.siteCode).timeZone);
  return and(
    eq(memberColumn, member.id),
    range.start ? gte(timeColumn, range.start) : undefined,
    range.end ? lte(timeColumn, range.end) : undefined,
  ) as SQL;
}

function paging(query: RecordsQuery) {
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize };
}

/** Each transaction's effect on the member's own wallets (system accounts are not the member's business). */
async function walletChanges(database: MoneyExecutor, member: MemberRef, transactionIds: string[]) {
  if (transactionIds.length === 0) return new Map<string, never[]>();
  const rows = await database
    .select({
      transactionId: ledgerEntries.transactionId,
      kind: ledgerAccounts.kind,
      walletCode: ledgerAccounts.walletCode,
      currency: ledgerEntries.currency,
      amountMinor: ledgerEntries.amountMinor,
      balanceAfterMinor: ledgerEntries.balanceAfterMinor,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(inArray(ledgerEntries.transactionId, transactionIds), eq(ledgerAccounts.memberId, member.id)))
    .orderBy(ledgerEntries.id);
  const byTransaction = new Map<
    string,
    {
      kind: MemberWalletKind;
      walletCode: string;
      currency: string;
      amountMinor: number;
      balanceAfterMinor: number;
    }[]
  >();
  for (const { transactionId, kind, ...change } of rows) {
    const list = byTransaction.get(transactionId) ?? [];
    list.push({ ...change, kind: kind as MemberWalletKind });
    byTransaction.set(transactionId, list);
  }
  return byTransaction;
}

const transactionColumns = {
  id: ledgerTransactions.id,
  kind: ledgerTransactions.kind,
  description: ledgerTransactions.description,
  createdAt: ledgerTransactions.createdAt,
  withdrawalStatus: withdrawalRequests.status,
};

/**
 * A line's status follows the movement it belongs to. The ledger holds only movements that happened, so each is
 * done, except a withdrawal's: its hold waits with the withdrawal and, like its release, is undone by a rejection.
 */
function movementStatus(row: {
  kind: string;
  withdrawalStatus: 'pending' | 'approved' | 'rejected' | null;
}): MovementStatus {
  if (row.kind === 'withdrawal_released') return 'cancelled';
  if (row.kind !== 'withdrawal_hold') return 'success';
  switch (row.withdrawalStatus) {
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'cancelled';
    default:
      return 'success';
  }
}

type TransactionRow = {
  id: string;
  kind: string;
  description: string;
  createdAt: Date;
  withdrawalStatus: 'pending' | 'approved' | 'rejected' | null;
};

/** The line as the member reads it: its movement's status, the time as text, each of the member's wallets' change. */
function transactionLine<Row extends TransactionRow>(
  row: Row,
  changes: Awaited<ReturnType<typeof walletChanges>>,
) {
  const { withdrawalStatus: _withdrawalStatus, ...line } = row;
  return {
    ...line,
    status: movementStatus(row),
    createdAt: row.createdAt.toISOString(),
    changes: changes.get(row.id) ?? [],
  };
}

/** Transactions that moved one wallet of the member: a wallet's lines then add up to its change. */
function movedWallet(database: MoneyExecutor, member: MemberRef, query: TransactionRecordsQuery) {
  if (query.wallet === undefined) return undefined;
  // A subquery rather than a join: a transaction that moved the wallet twice is still one line.
  return inArray(
    ledgerTransactions.id,
    database
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerAccounts.memberId, member.id),
          eq(ledgerAccounts.kind, query.wallet),
          query.wallet_code === undefined ? undefined : eq(ledgerAccounts.walletCode, query.wallet_code),
        ),
      ),
  );
}

/** The withdrawal a hold line waits with (other lines have none). */
const holdWithdrawal = eq(withdrawalRequests.holdTransactionId, ledgerTransactions.id);

export async function transactionRecords(
  database: MoneyExecutor,
  member: MemberRef,
  query: TransactionRecordsQuery,
  now = new Date(),
) {
  const where = and(
    memberInRange(member, ledgerTransactions.memberId, ledgerTransactions.createdAt, query.preset ?? -1, now),
    movedWallet(database, member, query),
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    database
      .select(transactionColumns)
      .from(ledgerTransactions)
      .leftJoin(withdrawalRequests, holdWithdrawal)
      .where(where)
      .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
      .limit(paging(query).limit)
      .offset(paging(query).offset),
    database.select({ value: count() }).from(ledgerTransactions).where(where),
  ]);
  const changes = await walletChanges(
    database,
    member,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => transactionLine(row, changes)), total: total?.value ?? 0 };
}

/** The actor column without the id: members see who acted, not internal operator names. */
function actorRole(actor: string): string {
  return actor.split(':')[0] ?? 'system';
}

export async function transactionRecordDetail(database: MoneyExecutor, member: MemberRef, id: string) {
  const [row] = await database
    .select({
      ...transactionColumns,
      referenceId: ledgerTransactions.referenceId,
      actor: ledgerTransactions.actor,
    })
    .from(ledgerTransactions)
    .leftJoin(withdrawalRequests, holdWithdrawal)
    .where(and(eq(ledgerTransactions.id, id), eq(ledgerTransactions.memberId, member.id)));
  if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
  const changes = await walletChanges(database, member, [row.id]);
  return { ...transactionLine(row, changes), actor: actorRole(row.actor) };
}

/** A bet row with its venue's name, which the member reads instead of the wallet code. */
type BetRow = { bet: typeof betRecords.$inferSelect; venueName: string | null };

function betView({ bet: row, venueName }: BetRow) {
  return {
    id: row.id,
    walletCode: row.walletCode,
    venueName: venueName ?? row.walletCode,
    gameName: row.gameName,
    currency: row.currency,
    stakeMinor: row.stakeMinor,
    payoutMinor: row.payoutMinor,
    status: row.status,
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

const betColumns = { bet: betRecords, venueName: venues.name };
const betVenue = and(eq(venues.siteCode, betRecords.siteCode), eq(venues.walletCode, betRecords.walletCode));

export async function betRecordsOf(
  database: MoneyExecutor,
  member: MemberRef,
  query: RecordsQuery,
  now = new Date(),
) {
  const where = memberInRange(member, betRecords.memberId, betRecords.placedAt, query.preset ?? -1, now);
  const [rows, [total]] = await Promise.all([
    database
      .select(betColumns)
      .from(betRecords)
      .leftJoin(venues, betVenue)
      .where(where)
      .orderBy(desc(betRecords.placedAt), desc(betRecords.id))
      .limit(paging(query).limit)
      .offset(paging(query).offset),
    database.select({ value: count() }).from(betRecords).where(where),
  ]);
  return { list: rows.map(betView), total: total?.value ?? 0 };
}

export async function betRecordDetail(database: MoneyExecutor, member: MemberRef, id: string) {
  const [row] = await database
    .select(betColumns)
    .from(betRecords)
    .leftJoin(venues, betVenue)
    .where(and(eq(betRecords.id, id), eq(betRecords.memberId, member.id)));
  if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
  return { ...betView(row), selection: row.bet.selection };
}

function redemptionView(row: typeof exchangeQuotes.$inferSelect) {
  return {
    id: row.id,
    fromCurrency: row.fromCurrency,
    toCurrency: row.toCurrency,
    fromAmountMinor: row.fromAmountMinor,
    toAmountMinor: row.toAmountMinor,
    rate: row.rate.includes('.') ? row.rate.replace(/0+$/, '').replace(/\.$/, '') : row.rate,
    createdAt: (row.usedAt ?? row.createdAt).toISOString(),
  };
}

/** Redemptions are the member's executed exchanges (used quotes); unused quotes are not records. */
export async function redemptionRecords(
  database: MoneyExecutor,
  member: MemberRef,
  query: RecordsQuery,
  now = new Date(),
) {
  const where = and(
    memberInRange(member, exchangeQuotes.memberId, exchangeQuotes.usedAt, query.preset ?? -1, now),
    isNotNull(exchangeQuotes.usedAt),
  );
  const [rows, [total]] = await Promise.all([
    database
      .select()
      .from(exchangeQuotes)
      .where(where)
      .orderBy(desc(exchangeQuotes.usedAt), desc(exchangeQuotes.id))
      .limit(paging(query).limit)
      .offset(paging(query).offset),
    database.select({ value: count() }).from(exchangeQuotes).where(where),
  ]);
  return { list: rows.map(redemptionView), total: total?.value ?? 0 };
}

export async function redemptionRecordDetail(database: MoneyExecutor, member: MemberRef, id: string) {
  const [row] = await database
    .select()
    .from(exchangeQuotes)
    .where(
      and(
        eq(exchangeQuotes.id, id),
        eq(exchangeQuotes.memberId, member.id),
        isNotNull(exchangeQuotes.usedAt),
      ),
    );
  if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
  return redemptionView(row);
}

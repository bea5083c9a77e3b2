import { type SQL, sql } from 'drizzle-orm';
import type { LedgerTransactionKind } from '../db/schema/ledger.ts';
import { type AccountSpec, accountSpecKey } from './accounts.ts';
import { databaseErrorOf } from './databaseError.ts';
import { type MoneyTransaction, queryRows } from './executor.ts';
import { INSUFFICIENT_FUNDS_SQLSTATE, POSTING_FUNCTION } from './postingProcedure.ts';

export type LedgerPosting = { account: AccountSpec; amountMinor: number };

export type LedgerTransactionInput = {
  siteCode: string;
  memberId: string | null;
  kind: LedgerTransactionKind;
  actor: string;
  requestId: string;
  /** unique across the whole ledger; callers namespace it (`withdrawal-hold:<request id>`, `reward:<task>:<member>`) */
  idempotencyKey: string;
  referenceId?: string;
  description?: string;
  postings: readonly LedgerPosting[];
};

export type PostedEntry = {
  accountId: string;
  account: AccountSpec;
  amountMinor: number;
  balanceAfterMinor: number;
};
export type PostingResult =
  | { outcome: 'posted'; transactionId: string; entries: PostedEntry[] }
  /** a transaction with this idempotency key exists already: nothing was posted */
  | { outcome: 'duplicate'; transactionId: string };

/** A posting would take a non-negative account below zero; the whole database transaction must roll back. */
export class InsufficientFundsError extends Error {
  constructor(readonly account: AccountSpec) {
    super(`insufficient funds in ${accountSpecKey(account)}`);
    this.name = 'InsufficientFundsError';
  }
}

/** The caller built an impossible transaction (a bug, never bad member input). */
export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}

function assertBalanced(postings: readonly LedgerPosting[]): void {
  if (postings.length < 2) throw new LedgerInvariantError('a ledger transaction needs at least two postings');
  const totals = new Map<string, number>();
  const accounts = new Set<string>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amountMinor) || posting.amountMinor === 0) {
      throw new LedgerInvariantError(
        `posting amount must be a non-zero safe integer, got ${posting.amountMinor}`,
      );
    }
    const key = accountSpecKey(posting.account);
    if (accounts.has(key)) throw new LedgerInvariantError(`account ${key} posted twice in one transaction`);
    accounts.add(key);
    totals.set(posting.account.currency, (totals.get(posting.account.currency) ?? 0) + posting.amountMinor);
  }
  for (const [currency, total] of totals) {
    if (total !== 0) throw new LedgerInvariantError(`postings do not balance in ${currency}: ${total}`);
  }
}

/** A PostgreSQL array literal of `values` (NULL for null), sent as one text parameter and cast in SQL. */
function arrayLiteral(values: readonly (string | number | null)[]): string {
  const element = (value: string | number | null) =>
    value === null ? 'NULL' : `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${values.map(element).join(',')}}`;
}

type PostedRow = {
  transaction_id: string;
  posting_index: number | null;
  account_id: string | null;
  balance_after_minor: string | number | null;
};

/**
 * The checks done before any write and the arguments of the posting function for `input`, in its parameter
 * order (shared by `postLedgerTransaction` and the one-statement idempotent posting).
 */
export function postingArguments(input: LedgerTransactionInput): SQL {
  assertBalanced(input.postings);
  const accounts = input.postings.map((posting) => posting.account);
  if (accounts.some((account) => account.siteCode !== input.siteCode)) {
    throw new LedgerInvariantError('every posting of a transaction must be in its site');
  }
  return sql`${input.siteCode}, ${input.memberId}::uuid, ${input.kind}, ${input.actor}, ${input.requestId},
        ${input.idempotencyKey}, ${input.referenceId ?? null}, ${input.description ?? ''},
        ${arrayLiteral(accounts.map((account) => account.memberId))}::uuid[],
        ${arrayLiteral(accounts.map((account) => account.kind))}::text[],
        ${arrayLiteral(accounts.map((account) => account.walletCode ?? ''))}::text[],
        ${arrayLiteral(accounts.map((account) => account.currency))}::text[],
        ${arrayLiteral(input.postings.map((posting) => posting.amountMinor))}::bigint[]`;
}

/** Runs a statement that calls the posting function, turning its refused overdraft into InsufficientFundsError. */
export async function refusedOverdraftAsError<Result>(
  input: LedgerTransactionInput,
  statement: () => Promise<Result>,
): Promise<Result> {
  try {
    return await statement();
  } catch (error) {
    const refused = databaseErrorOf(error);
    if (refused?.code === INSUFFICIENT_FUNDS_SQLSTATE) {
      const position = Number(/posting (\d+)/.exec(refused.message)?.[1]);
      const accounts = input.postings.map((posting) => posting.account);
      throw new InsufficientFundsError(accounts[position - 1] ?? (accounts[0] as AccountSpec));
    }
    throw error;
  }
}

/**
 * Posts one balanced ledger transaction inside the caller's database transaction, in one round trip
 * (`postingProcedure.ts`).
 *
 * Balances change with a conditional `UPDATE … WHERE allows_negative OR balance + delta >= 0`: under READ
 * COMMITTED PostgreSQL re-checks the condition against the newest row version after waiting for a concurrent
 * writer, so two withdrawals of the same full balance can never both pass. Accounts are updated in id order so
 * concurrent transactions lock rows in the same order and cannot deadlock. The CHECK constraint on the balance
 * and the commit-time balance trigger stay as backstops.
 */
export async function postLedgerTransaction(
  transaction: MoneyTransaction,
  input: LedgerTransactionInput,
): Promise<PostingResult> {
  const postingCall = sql`select * from ${sql.raw(POSTING_FUNCTION)}(${postingArguments(input)})`;
  const rows = await refusedOverdraftAsError(input, () => queryRows<PostedRow>(transaction, postingCall));
  const transactionId = rows[0]?.transaction_id;
  if (transactionId === undefined) throw new LedgerInvariantError('the posting function answered nothing');
  if (rows[0]?.account_id === null) return { outcome: 'duplicate', transactionId };
  const entries = rows.map((row) => {
    const index = Number(row.posting_index) - 1;
    const posting = input.postings[index] as LedgerPosting;
    return {
      accountId: row.account_id as string,
      account: posting.account,
      amountMinor: posting.amountMinor,
      balanceAfterMinor: Number(row.balance_after_minor),
    };
  });
  return { outcome: 'posted', transactionId, entries };
}

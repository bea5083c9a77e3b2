import { and, eq, sql } from 'drizzle-orm';
import {
  type LedgerTransactionKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema/ledger.ts';
import { type AccountSpec, accountSpecKey, resolveAccountIds } from './accounts.ts';
import type { MoneyTransaction } from './executor.ts';

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

/**
 * Posts one balanced ledger transaction inside the caller's database transaction.
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
  assertBalanced(input.postings);
  const inserted = await transaction
    .insert(ledgerTransactions)
    .values({
      siteCode: input.siteCode,
      memberId: input.memberId,
      kind: input.kind,
      actor: input.actor,
      requestId: input.requestId,
      idempotencyKey: input.idempotencyKey,
      referenceId: input.referenceId ?? null,
      description: input.description ?? '',
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  const transactionId = inserted[0]?.id;
  if (transactionId === undefined) {
    const [existing] = await transaction
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
    if (!existing)
      throw new LedgerInvariantError(`idempotency key ${input.idempotencyKey} conflicted but is missing`);
    return { outcome: 'duplicate', transactionId: existing.id };
  }

  const accountIds = await resolveAccountIds(
    transaction,
    input.postings.map((posting) => posting.account),
  );
  const ordered = input.postings
    .map((posting, index) => ({ ...posting, accountId: accountIds[index] as string }))
    .sort((left, right) => (left.accountId < right.accountId ? -1 : 1));

  const entries: PostedEntry[] = [];
  for (const posting of ordered) {
    const [updated] = await transaction
      .update(ledgerAccounts)
      .set({
        balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${posting.amountMinor}`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(ledgerAccounts.id, posting.accountId),
          sql`(${ledgerAccounts.allowsNegative} or ${ledgerAccounts.balanceMinor} + ${posting.amountMinor} >= 0)`,
        ),
      )
      .returning({ balanceMinor: ledgerAccounts.balanceMinor });
    if (!updated) throw new InsufficientFundsError(posting.account);
    entries.push({
      accountId: posting.accountId,
      account: posting.account,
      amountMinor: posting.amountMinor,
      balanceAfterMinor: updated.balanceMinor,
    });
  }

  await transaction.insert(ledgerEntries).values(
    entries.map((entry) => ({
      transactionId,
      accountId: entry.accountId,
      currency: entry.account.currency,
      amountMinor: entry.amountMinor,
      balanceAfterMinor: entry.balanceAfterMinor,
    })),
  );
  return { outcome: 'posted', transactionId, entries };
}

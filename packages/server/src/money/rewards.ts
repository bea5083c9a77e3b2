import { eq } from 'drizzle-orm';
import { members } from '../db/schema/members.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { LedgerInvariantError, postLedgerTransaction } from '../ledger/postTransaction.ts';
import { walletKindFor } from '../ledger/siteMoneySettings.ts';
import { openAccountsOf } from './memberAccounts.ts';

export type RewardCredit = {
  memberId: string;
  currency: string;
  amountMinor: number;
  /** shown to the member in the transaction record */
  reason: string;
  /** unique per reward, e.g. `task:<task id>:<member id>`: a second credit with the same key does nothing */
  idempotencyKey: string;
  actor: string;
  requestId: string;
};

export type RewardCreditResult =
  | { outcome: 'credited'; transactionId: string; balanceAfterMinor: number }
  | { outcome: 'already_credited'; transactionId: string };

/**
 * Pays a reward from the house account of the member's site into the member's wallet for that currency.
 * Safe to call concurrently and repeatedly with the same key: exactly one credit is ever posted. Runs in its
 * own transaction, or as a savepoint when `database` is an open transaction.
 */
export async function creditReward(
  database: MoneyExecutor,
  credit: RewardCredit,
): Promise<RewardCreditResult> {
  if (!Number.isSafeInteger(credit.amountMinor) || credit.amountMinor <= 0) {
    throw new LedgerInvariantError(
      `reward amount must be a positive whole number of minor units: ${credit.amountMinor}`,
    );
  }
  const [member] = await database
    .select({ siteCode: members.siteCode })
    .from(members)
    .where(eq(members.id, credit.memberId));
  if (!member) throw new LedgerInvariantError(`reward for unknown member ${credit.memberId}`);
  const site = member.siteCode;
  await openAccountsOf(database, { id: credit.memberId, siteCode: site });
  return database.transaction(async (transaction) => {
    const posted = await postLedgerTransaction(transaction, {
      siteCode: site,
      memberId: credit.memberId,
      kind: 'reward',
      actor: credit.actor,
      requestId: credit.requestId,
      idempotencyKey: `reward:${credit.idempotencyKey}`,
      description: credit.reason,
      postings: [
        { account: systemAccount(site, 'house', credit.currency), amountMinor: -credit.amountMinor },
        {
          account: memberAccount(
            site,
            credit.memberId,
            walletKindFor(site, credit.currency),
            credit.currency,
          ),
          amountMinor: credit.amountMinor,
        },
      ],
    });
    if (posted.outcome === 'duplicate')
      return { outcome: 'already_credited', transactionId: posted.transactionId };
    const memberEntry = posted.entries.find((entry) => entry.account.memberId !== null);
    return {
      outcome: 'credited',
      transactionId: posted.transactionId,
      balanceAfterMinor: memberEntry?.balanceAfterMinor ?? 0,
    };
  });
}

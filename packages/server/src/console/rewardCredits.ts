import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { walletKindFor } from '../ledger/siteMoneySettings.ts';
import { creditReward } from '../money/rewards.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';
import type { TargetMember } from './memberAccess.ts';

export interface OperatorReward {
  currency: string;
  amountMinor: number;
  /** shown in the member's transaction record */
  reason: string;
  /** one credit per key, ever: the ledger's idempotency key is derived from it */
  idempotencyKey: string;
}

/**
 * An operator's reward to a member (issue 24), one implementation for the console and the operator tool: posted
 * through the double-entry ledger from the site's house account (money/rewards.ts), and audited in the same
 * transaction with the wallet balance before and after. A second call with the same key credits nothing, writes
 * no entry and answers the first credit's transaction.
 */
export async function creditRewardAsOperator(
  database: MoneyExecutor,
  member: TargetMember,
  reward: OperatorReward,
  by: ActingOperator,
): Promise<{ credited: boolean; transactionId: string }> {
  try {
    walletKindFor(member.siteCode, reward.currency);
  } catch {
    throw new ApiError('CONSOLE_CURRENCY_INVALID', { field: 'currency' });
  }
  return database.transaction(async (transaction) => {
    const result = await creditReward(transaction, {
      memberId: member.id,
      currency: reward.currency,
      amountMinor: reward.amountMinor,
      reason: reward.reason,
      idempotencyKey: `operator:${reward.idempotencyKey}`,
      actor: by.actor,
      requestId: by.requestId,
    });
    if (result.outcome === 'already_credited')
      return { credited: false, transactionId: result.transactionId };
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'member.rewardCredited',
      siteCode: member.siteCode,
      target: member.id,
      before: {
        username: member.username,
        currency: reward.currency,
        balanceMinor: result.balanceAfterMinor - reward.amountMinor,
      },
      after: {
        currency: reward.currency,
        balanceMinor: result.balanceAfterMinor,
        amountMinor: reward.amountMinor,
        reason: reward.reason,
        transactionId: result.transactionId,
      },
    });
    return { credited: true, transactionId: result.transactionId };
  });
}

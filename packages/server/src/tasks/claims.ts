import type { Database } from '../db/database.ts';
import { rewardClaims } from '../db/schema/tasks.ts';
import { memberActor } from '../money/memberContext.ts';
import { creditReward } from '../money/rewards.ts';
import type { SessionMember } from '../security/sessions.ts';

export interface Claim {
  sourceKind: 'task' | 'activity_tier';
  /** the task or tier id, with its period for periodic ones (see `claimSourceId`) */
  sourceId: string;
  title: string;
  amountMinor: number;
  currency: string;
}

/**
 * Records the claim and credits the reward in one transaction. The unique claim row makes a second claim (even a
 * concurrent one) fail, and the ledger credit carries the same natural key, so a reward is paid exactly once.
 */
export async function claimReward(
  db: Database,
  member: SessionMember,
  claim: Claim,
  requestId: string,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const inserted = await transaction
      .insert(rewardClaims)
      .values({ memberId: member.id, ...claim })
      .onConflictDoNothing()
      .returning({ id: rewardClaims.id });
    if (inserted.length === 0) return false;
    if (claim.amountMinor > 0) {
      await creditReward(transaction, {
        memberId: member.id,
        currency: claim.currency,
        amountMinor: claim.amountMinor,
        reason: claim.title,
        idempotencyKey: `${claim.sourceKind}:${claim.sourceId}:${member.id}`,
        actor: memberActor(member),
        requestId,
      });
    }
    return true;
  });
}

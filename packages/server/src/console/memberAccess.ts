import { eq } from 'drizzle-orm';
import { members } from '../db/schema/members.ts';
import { signInFailures } from '../db/schema/security.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { memberAccountSubject } from '../security/signInThrottle.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';

/** The member an operator acts on, already found and scope-checked by the caller (console route or tool). */
export interface TargetMember {
  id: string;
  siteCode: string;
  username: string;
}

/**
 * Ends every session of a member on every instance: the security centre's revocation (SessionStore), which evicts
 * the session caches before it answers.
 */
export interface MemberSessionRevoker {
  revokeAllForMember(memberId: string): Promise<number>;
}

/**
 * Locks or unlocks a member (issue 24). A locked member's sign-in is refused (ACCOUNT_SUSPENDED) and the session
 * lookup refuses their sessions; locking also ends every session at once, so open apps sign out now rather than
 * at the next state-changing request. Locking a locked member (or unlocking an unlocked one) writes no entry.
 */
export async function setMemberLocked(
  database: MoneyExecutor,
  revoker: MemberSessionRevoker,
  member: TargetMember,
  change: { locked: boolean; reason?: string | undefined },
  by: ActingOperator,
  now: Date,
): Promise<{ locked: boolean; sessionsRevoked: number }> {
  await database.transaction(async (transaction) => {
    const [row] = await transaction
      .select({ lockedAt: members.lockedAt })
      .from(members)
      .where(eq(members.id, member.id))
      .for('update');
    const wasLocked = row?.lockedAt != null;
    if (!row || wasLocked === change.locked) return;
    await transaction
      .update(members)
      .set({ lockedAt: change.locked ? now : null })
      .where(eq(members.id, member.id));
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: change.locked ? 'member.locked' : 'member.unlocked',
      siteCode: member.siteCode,
      target: member.id,
      before: { username: member.username, locked: wasLocked },
      after: { locked: change.locked, ...(change.reason ? { reason: change.reason } : {}) },
    });
  });
  // After the commit (again for a member already locked: whatever session exists ends). A sign-in racing the
  // lock gets a session the session lookup refuses anyway, since it reads locked_at.
  const sessionsRevoked = change.locked ? await revoker.revokeAllForMember(member.id) : 0;
  return { locked: change.locked, sessionsRevoked };
}

/**
 * Forgets the member's failed sign-ins and lifts the lockout they caused (the account's throttle subject; the
 * address's budget is the address's, not the member's). Audited with the counters before.
 */
export async function resetMemberSignInLockout(
  database: MoneyExecutor,
  member: TargetMember,
  by: ActingOperator,
): Promise<void> {
  const subject = memberAccountSubject(member.siteCode, member.username);
  await database.transaction(async (transaction) => {
    const [row] = await transaction
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.subject, subject))
      .for('update');
    if (row)
      await transaction
        .update(signInFailures)
        .set({ failures: 0, lockCount: 0, lockedUntil: null })
        .where(eq(signInFailures.subject, subject));
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'member.signInLockoutReset',
      siteCode: member.siteCode,
      target: member.id,
      before: {
        username: member.username,
        failures: row?.failures ?? 0,
        lockCount: row?.lockCount ?? 0,
        lockedUntil: row?.lockedUntil?.toISOString() ?? null,
      },
      after: { failures: 0, lockCount: 0, lockedUntil: null },
    });
  });
}

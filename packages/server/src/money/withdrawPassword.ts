import { eq, sql } from 'drizzle-orm';
import { withdrawPasswords } from '../db/schema/ledger.ts';
import { ApiError } from '../http/apiError.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { recordMemberEvent } from '../tasks/memberEvents.ts';
import type { MoneyExecutor } from './ledger/executor.ts';
import type { MemberRef } from './memberContext.ts';
import { siteMoneySettings } from './siteMoneySettings.ts';

/** Wrong withdrawal passwords allowed before the lock, and the lock's length (step-up protection). */
export const withdrawPasswordPolicy = { maximumFailures: 5, lockMinutes: 30 } as const;

const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;

/** `{ d, p }` of spec §3: the site asks for a withdrawal password, and this member has set one. */
export async function withdrawPasswordConfig(database: MoneyExecutor, member: MemberRef) {
  const [row] = await database
    .select({ memberId: withdrawPasswords.memberId })
    .from(withdrawPasswords)
    .where(eq(withdrawPasswords.memberId, member.id));
  return { d: siteMoneySettings(member.siteCode).withdrawPasswordEnabled, p: row !== undefined };
}

function requireFormat(password: string, field: string): void {
  if (!WITHDRAW_PASSWORD_PATTERN.test(password)) throw new ApiError('WITHDRAW_PASSWORD_FORMAT', { field });
}

export async function setWithdrawPassword(
  database: MoneyExecutor,
  member: MemberRef,
  password: string,
): Promise<true> {
  requireFormat(password, 'password');
  const passwordHash = await hashPassword(password);
  return database.transaction(async (transaction) => {
    const inserted = await transaction
      .insert(withdrawPasswords)
      .values({ memberId: member.id, passwordHash })
      .onConflictDoNothing()
      .returning({ memberId: withdrawPasswords.memberId });
    if (inserted.length === 0) throw new ApiError('WITHDRAW_PASSWORD_ALREADY_SET');
    // A member sets it once (changing it is another call), so the member id names the event.
    await recordMemberEvent(transaction, {
      memberId: member.id,
      kind: 'withdraw_password_set',
      key: `withdraw-password-set:${member.id}`,
      occurredAt: new Date(),
    });
    return true as const;
  });
}

/** Throws WITHDRAW_PASSWORD_NOT_SET (with the spec's message) unless the member has set one. */
export async function requireWithdrawPasswordSet(database: MoneyExecutor, member: MemberRef): Promise<void> {
  const config = await withdrawPasswordConfig(database, member);
  if (!config.p) throw new ApiError('WITHDRAW_PASSWORD_NOT_SET');
}

/**
 * Checks the member's withdrawal password. Wrong answers count (committed on their own, never rolled back with
 * the request): after `maximumFailures` the password is locked for `lockMinutes`. A right answer resets the count.
 * Must run outside any open transaction.
 */
export async function verifyWithdrawPassword(
  database: MoneyExecutor,
  member: MemberRef,
  password: string,
  field = 'withdrawPassword',
  now = new Date(),
): Promise<void> {
  const [row] = await database
    .select()
    .from(withdrawPasswords)
    .where(eq(withdrawPasswords.memberId, member.id));
  if (!row) throw new ApiError('WITHDRAW_PASSWORD_NOT_SET');
  if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime())
    throw new ApiError('WITHDRAW_PASSWORD_LOCKED');
  if (await verifyPassword(row.passwordHash, password)) {
    if (row.failedAttempts > 0 || row.lockedUntil) {
      await database
        .update(withdrawPasswords)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(withdrawPasswords.memberId, member.id));
    }
    return;
  }
  const [counted] = await database
    .update(withdrawPasswords)
    .set({
      failedAttempts: sql`case when ${withdrawPasswords.failedAttempts} + 1 >= ${withdrawPasswordPolicy.maximumFailures} then 0 else ${withdrawPasswords.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${withdrawPasswords.failedAttempts} + 1 >= ${withdrawPasswordPolicy.maximumFailures}
        then ${new Date(now.getTime() + withdrawPasswordPolicy.lockMinutes * 60_000).toISOString()}::timestamptz
        else ${withdrawPasswords.lockedUntil} end`,
    })
    .where(eq(withdrawPasswords.memberId, member.id))
    .returning({ lockedUntil: withdrawPasswords.lockedUntil });
  if (counted?.lockedUntil && counted.lockedUntil.getTime() > now.getTime()) {
    throw new ApiError('WITHDRAW_PASSWORD_LOCKED');
  }
  throw new ApiError('WITHDRAW_PASSWORD_INCORRECT', { field });
}

export async function changeWithdrawPassword(
  database: MoneyExecutor,
  member: MemberRef,
  passwords: { oldPassword: string; newPassword: string },
): Promise<true> {
  requireFormat(passwords.newPassword, 'newPassword');
  await verifyWithdrawPassword(database, member, passwords.oldPassword, 'oldPassword');
  await database
    .update(withdrawPasswords)
    .set({ passwordHash: await hashPassword(passwords.newPassword), updatedAt: new Date() })
    .where(eq(withdrawPasswords.memberId, member.id));
  return true;
}

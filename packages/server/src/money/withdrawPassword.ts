import { eq } from 'drizzle-orm';
import { withdrawPasswords } from '../db/schema/withdrawPasswordTable.ts';
import { ApiError } from '../errors/apiError.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import type { MoneyExecutor, MoneyTransaction } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { AttemptBudget, AttemptThrottle } from '../security/attemptThrottle.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import type { MemberRef } from './memberContext.ts';

/** Wrong withdrawal passwords allowed before the lock, and the lock's length (step-up protection). */
export const withdrawPasswordPolicy = { maximumFailures: 5, lockMinutes: 30 } as const;

/**
 * The member's withdrawal-password budget, shared by every endpoint that takes it: wrong answers are forgotten a
 * day after the first of them, a lock lasts `lockMinutes` (not doubled: the member is signed in, the lock only
 * stops guessing), and a right answer clears both. There is no captcha on these forms.
 */
function withdrawPasswordBudget(member: MemberRef): AttemptBudget[] {
  const lockMs = withdrawPasswordPolicy.lockMinutes * 60_000;
  return [
    {
      subject: `withdraw-password:${member.id}`,
      windowMs: 24 * 60 * 60_000,
      lockAfter: withdrawPasswordPolicy.maximumFailures,
      baseLockMs: lockMs,
      maximumLockMs: lockMs,
      clearedBySuccess: true,
    },
  ];
}

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
  events: DomainEventPublisher,
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
    // A member sets it once (changing it is another call): announced only when the row is new.
    await events.publish(transaction, 'member.withdrawPasswordSet', {
      memberId: member.id,
      occurredAt: new Date(),
    });
    await announceWithdrawPasswordChange(transaction, events, member);
    return true as const;
  });
}

/** Throws WITHDRAW_PASSWORD_NOT_SET (with the spec's message) unless the member has set one. */
export async function requireWithdrawPasswordSet(database: MoneyExecutor, member: MemberRef): Promise<void> {
  const config = await withdrawPasswordConfig(database, member);
  if (!config.p) throw new ApiError('WITHDRAW_PASSWORD_NOT_SET');
}

/**
 * Checks the member's withdrawal password in a slot claimed from its budget before argon2 runs, so a burst of
 * guesses (each with its own Idempotency-Key) gets at most `maximumFailures` checks, and a locked member's right
 * password is refused like a wrong one. The failure that uses up the budget already answers "locked".
 * Must run outside any open transaction (the counters commit on their own, never rolled back with the request).
 */
export async function verifyWithdrawPassword(
  throttle: AttemptThrottle,
  database: MoneyExecutor,
  member: MemberRef,
  password: string,
  field = 'withdrawPassword',
): Promise<void> {
  const [row] = await database
    .select({ passwordHash: withdrawPasswords.passwordHash })
    .from(withdrawPasswords)
    .where(eq(withdrawPasswords.memberId, member.id));
  if (!row) throw new ApiError('WITHDRAW_PASSWORD_NOT_SET');
  const budget = withdrawPasswordBudget(member);
  if ((await throttle.claim(budget)) !== 'claimed') throw new ApiError('WITHDRAW_PASSWORD_LOCKED');
  const matches = await verifyPassword(row.passwordHash, password).catch(async (error: unknown) => {
    await throttle.settle(budget, false);
    throw error;
  });
  const { lockedNow } = await throttle.settle(budget, matches);
  if (lockedNow) throw new ApiError('WITHDRAW_PASSWORD_LOCKED');
  if (!matches) throw new ApiError('WITHDRAW_PASSWORD_INCORRECT', { field });
}

export async function changeWithdrawPassword(
  throttle: AttemptThrottle,
  database: MoneyExecutor,
  events: DomainEventPublisher,
  member: MemberRef,
  passwords: { oldPassword: string; newPassword: string },
): Promise<true> {
  requireFormat(passwords.newPassword, 'newPassword');
  await verifyWithdrawPassword(throttle, database, member, passwords.oldPassword, 'oldPassword');
  const passwordHash = await hashPassword(passwords.newPassword);
  await database.transaction(async (transaction) => {
    await transaction
      .update(withdrawPasswords)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(withdrawPasswords.memberId, member.id));
    await announceWithdrawPasswordChange(transaction, events, member);
  });
  return true;
}

/** A set or changed withdrawal password is news the member must hear of (an inbox notice, issue 23). */
function announceWithdrawPasswordChange(
  transaction: MoneyTransaction,
  events: DomainEventPublisher,
  member: MemberRef,
): Promise<void> {
  return events.publish(transaction, 'member.securityChanged', {
    memberId: member.id,
    siteCode: member.siteCode,
    change: 'withdrawPassword',
    occurredAt: new Date(),
  });
}

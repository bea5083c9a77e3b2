import type { TwoStepStatus } from '@platform/contract';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { memberTwoStep, twoStepRecoveryCodes } from '../db/schema/securityCentreTables.ts';
import { ApiError } from '../errors/apiError.ts';
import type { Platform } from '../platform.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recoveryCodes.ts';
import { siteSecurityOf } from './siteSecurity.ts';
import { acceptedTotpStep, checkCodeThrottled, newTotpSecret, totpOf, twoStepBudget } from './totpCodes.ts';
import { openTwoStepSecret, sealTwoStepSecret } from './twoStepSecretBox.ts';

type TwoStepRow = typeof memberTwoStep.$inferSelect;

async function twoStepRowOf(db: Database, memberId: string): Promise<TwoStepRow | undefined> {
  const [row] = await db.select().from(memberTwoStep).where(eq(memberTwoStep.memberId, memberId));
  return row;
}

export async function twoStepEnabled(db: Database, memberId: string): Promise<boolean> {
  return (await twoStepRowOf(db, memberId))?.enabled === true;
}

export async function twoStepStatusOf(
  platform: Platform,
  member: { id: string; siteCode: string },
): Promise<TwoStepStatus> {
  const settings = siteSecurityOf(platform, member.siteCode);
  const [left] = await platform.db
    .select({ value: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.memberId, member.id), isNull(twoStepRecoveryCodes.usedAt)));
  return {
    enabled: await twoStepEnabled(platform.db, member.id),
    recoveryCodesLeft: left?.value ?? 0,
    withdrawalAboveMinor: settings.twoStepWithdrawalAboveMinor,
    askedOnNewDevice: settings.twoStepOnNewDevice,
  };
}

/**
 * A new secret for the member's authenticator app, stored encrypted and not yet on: it replaces an earlier
 * unconfirmed one, never a confirmed one.
 */
export async function enrolTwoStep(
  platform: Platform,
  member: { id: string; siteCode: string; username: string },
  issuer: string,
) {
  const existing = await twoStepRowOf(platform.db, member.id);
  if (existing?.enabled) throw new ApiError('TWO_STEP_ALREADY_ENABLED');
  const secret = newTotpSecret();
  const sealed = sealTwoStepSecret(secret, member.id);
  await platform.db
    .insert(memberTwoStep)
    .values({ memberId: member.id, secretCiphertext: sealed, enabled: false, lastUsedStep: null })
    .onConflictDoUpdate({
      target: memberTwoStep.memberId,
      set: { secretCiphertext: sealed, lastUsedStep: null },
      where: eq(memberTwoStep.enabled, false),
    });
  return { secret, otpauthUri: totpOf(secret, member.username, issuer).toString() };
}

/**
 * Takes a code's step as used, once: of two requests with the same code (or a code of an earlier step) only the
 * first moves `last_used_step` forward, in one conditional UPDATE.
 */
async function spendStep(db: Database, memberId: string, step: number): Promise<boolean> {
  const spent = await db
    .update(memberTwoStep)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(memberTwoStep.memberId, memberId),
        or(isNull(memberTwoStep.lastUsedStep), lt(memberTwoStep.lastUsedStep, step)),
      ),
    )
    .returning({ memberId: memberTwoStep.memberId });
  return spent.length === 1;
}

async function spendRecoveryCode(db: Database, memberId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoStepRecoveryCodes.codeHash, recoveryCodeHash(memberId, code)),
        eq(twoStepRecoveryCodes.memberId, memberId),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: twoStepRecoveryCodes.codeHash });
  return spent.length === 1;
}

/**
 * Checks a code against the member's secret (a TOTP code, or a recovery code where `recoveryAllowed`), through
 * the attempt throttle like a password: the slot is claimed first, a wrong or replayed code counts as a failure.
 */
async function checkCode(
  platform: Platform,
  memberId: string,
  row: TwoStepRow,
  code: string,
  { recoveryAllowed, field }: { recoveryAllowed: boolean; field: string },
): Promise<void> {
  await checkCodeThrottled(
    platform.attemptThrottle,
    twoStepBudget(`two-step:${memberId}`),
    field,
    async () => {
      const secret = openTwoStepSecret(row.secretCiphertext, memberId);
      const step = acceptedTotpStep(secret, code, platform.clock());
      if (step !== null) return spendStep(platform.db, memberId, step);
      return recoveryAllowed && row.enabled && spendRecoveryCode(platform.db, memberId, code);
    },
  );
}

/** Turns two-step verification on with a first code; the recovery codes are answered once and kept hashed. */
export async function confirmTwoStep(platform: Platform, memberId: string, code: string): Promise<string[]> {
  const row = await twoStepRowOf(platform.db, memberId);
  if (!row) throw new ApiError('TWO_STEP_NOT_ENABLED');
  if (row.enabled) throw new ApiError('TWO_STEP_ALREADY_ENABLED');
  await checkCode(platform, memberId, row, code, { recoveryAllowed: false, field: 'code' });
  const codes = newRecoveryCodes();
  await platform.db.transaction(async (transaction) => {
    await transaction.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.memberId, memberId));
    await transaction
      .insert(twoStepRecoveryCodes)
      .values(codes.map((recovery) => ({ memberId, codeHash: recoveryCodeHash(memberId, recovery) })));
    await transaction
      .update(memberTwoStep)
      .set({ enabled: true })
      .where(eq(memberTwoStep.memberId, memberId));
  });
  return codes;
}

export async function disableTwoStep(platform: Platform, memberId: string, code: string): Promise<true> {
  const row = await twoStepRowOf(platform.db, memberId);
  if (!row?.enabled) throw new ApiError('TWO_STEP_NOT_ENABLED');
  await checkCode(platform, memberId, row, code, { recoveryAllowed: true, field: 'code' });
  await platform.db.transaction(async (transaction) => {
    await transaction.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.memberId, memberId));
    await transaction.delete(memberTwoStep).where(eq(memberTwoStep.memberId, memberId));
  });
  return true;
}

/**
 * Where a door asks for the second step (a sign-in on a new device, a large withdrawal): no code is
 * TWO_STEP_CODE_REQUIRED, a wrong or replayed one TWO_STEP_CODE_INVALID. A recovery code is accepted too.
 */
export async function requireTwoStepCode(platform: Platform, memberId: string, code: string | undefined) {
  const row = await twoStepRowOf(platform.db, memberId);
  if (!row?.enabled) return;
  if (!code) throw new ApiError('TWO_STEP_CODE_REQUIRED', { field: 'twoStepCode' });
  await checkCode(platform, memberId, row, code, { recoveryAllowed: true, field: 'twoStepCode' });
}

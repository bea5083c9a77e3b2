import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { operatorTwoStep } from '../db/schema/consoleTables.ts';
import { ApiError } from '../errors/apiError.ts';
import type { AttemptThrottle } from '../security/attemptThrottle.ts';
import { acceptedTotpStep, checkCodeThrottled, newTotpSecret, totpOf } from '../securityCentre/totpCodes.ts';
import { openTwoStepSecret, sealTwoStepSecret } from '../securityCentre/twoStepSecretBox.ts';
import { operatorCodeBudget, replaceRecoveryCodes } from './operatorRecoveryCodes.ts';

/** What issuer authenticator apps show beside an operator's codes. */
const CONSOLE_ISSUER = 'Platform console';

/** The associated data a secret is sealed to: an operator's row cannot be opened as a member's, or another's. */
const sealedFor = (operatorId: string) => `operator:${operatorId}`;

export async function twoStepEnrolled(database: Database, operatorId: string): Promise<boolean> {
  const [row] = await database
    .select()
    .from(operatorTwoStep)
    .where(eq(operatorTwoStep.operatorId, operatorId));
  return row?.enabled === true;
}

/**
 * A new authenticator secret for an operator without one (first sign-in), with a new set of recovery codes, both
 * shown once. Stored sealed, not on until the first code confirms it; it replaces an earlier unconfirmed secret
 * (and its codes), never a confirmed one.
 */
export async function enrolOperatorTwoStep(
  database: Database,
  operator: { id: string; username: string },
  secret = newTotpSecret(),
) {
  const sealed = sealTwoStepSecret(secret, sealedFor(operator.id));
  const recoveryCodes = await database.transaction(async (transaction) => {
    const stored = await transaction
      .insert(operatorTwoStep)
      .values({ operatorId: operator.id, secretCiphertext: sealed, enabled: false })
      .onConflictDoUpdate({
        target: operatorTwoStep.operatorId,
        set: { secretCiphertext: sealed, lastUsedStep: null },
        where: eq(operatorTwoStep.enabled, false),
      })
      .returning({ operatorId: operatorTwoStep.operatorId });
    if (stored.length === 0) throw new ApiError('CONSOLE_TWO_STEP_ENROLLED');
    return replaceRecoveryCodes(transaction, operator.id);
  });
  return {
    secret,
    otpauthUri: totpOf(secret, operator.username, CONSOLE_ISSUER).toString(),
    recoveryCodes,
  };
}

/**
 * Checks an operator's code through the attempt throttle (5 wrong codes lock, as for members) and spends its
 * 30-second step once: a code seen over a shoulder, or sent twice, is refused the second time. A right code turns
 * an enrolment on. Answers whether this check enrolled the authenticator.
 */
export async function verifyOperatorCode(
  database: Database,
  throttle: AttemptThrottle,
  operatorId: string,
  code: string,
  now: number,
): Promise<{ enrolledNow: boolean }> {
  const [row] = await database
    .select()
    .from(operatorTwoStep)
    .where(eq(operatorTwoStep.operatorId, operatorId));
  if (!row) throw new ApiError('TWO_STEP_CODE_INVALID', { field: 'code' });
  await checkCodeThrottled(throttle, operatorCodeBudget(operatorId), 'code', async () => {
    const step = acceptedTotpStep(openTwoStepSecret(row.secretCiphertext, sealedFor(operatorId)), code, now);
    if (step === null) return false;
    const spent = await database
      .update(operatorTwoStep)
      .set({ lastUsedStep: step, enabled: true })
      .where(
        and(
          eq(operatorTwoStep.operatorId, operatorId),
          or(isNull(operatorTwoStep.lastUsedStep), lt(operatorTwoStep.lastUsedStep, step)),
        ),
      )
      .returning({ operatorId: operatorTwoStep.operatorId });
    return spent.length === 1;
  });
  return { enrolledNow: !row.enabled };
}

/**
 * The demo operators' authenticator (`npm start`): enrolled and on from the start, so the printed secret signs in
 * at once; an existing secret is kept and answered again (the server holds the key that seals it).
 */
export async function demoAuthenticatorSecret(database: Database, operatorId: string): Promise<string> {
  const [row] = await database
    .select()
    .from(operatorTwoStep)
    .where(eq(operatorTwoStep.operatorId, operatorId));
  if (row?.enabled) return openTwoStepSecret(row.secretCiphertext, sealedFor(operatorId));
  const secret = newTotpSecret();
  const sealed = sealTwoStepSecret(secret, sealedFor(operatorId));
  await database
    .insert(operatorTwoStep)
    .values({ operatorId, secretCiphertext: sealed, enabled: true })
    .onConflictDoUpdate({
      target: operatorTwoStep.operatorId,
      set: { secretCiphertext: sealed, enabled: true },
    });
  return secret;
}

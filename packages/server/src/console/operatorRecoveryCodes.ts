import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { Database } from '../db/database.ts';
import { operatorRecoveryCodes, operatorTwoStep } from '../db/schema/consoleTables.ts';
import type { MoneyTransaction } from '../ledger/executor.ts';
import type { AttemptThrottle } from '../security/attemptThrottle.ts';
import { sha256Hex } from '../security/tokens.ts';
import { checkCodeThrottled, twoStepBudget } from '../securityCentre/totpCodes.ts';

/**
 * Recovery codes (issue 24): an operator who lost the phone signs in with one of these instead of the
 * authenticator's code, each once, without waiting for an admin to reset two-step.
 *
 * Each code is 80 random bits (16 base32 letters). Stored as a plain SHA-256, not argon2id: a slow hash buys time
 * against guessing a human-chosen secret, and 2^80 guesses per code is out of reach however fast the hash is.
 * A fast unsalted hash also lets a code be found and spent in one indexed UPDATE ... WHERE used_at IS NULL,
 * which two sign-ins racing with the same code cannot both win.
 */
export const RECOVERY_CODE_COUNT = 10;

/** The attempt budget of an operator's second step: its TOTP codes and its recovery codes count against it alike. */
export const operatorCodeBudget = (operatorId: string) => twoStepBudget(`operator-two-step:${operatorId}`);
const CODE_BYTES = 10;

/** A code as the operator is shown it: four groups of four letters and digits, easy to copy from paper. */
function newRecoveryCode(): string {
  const letters = new Secret({ buffer: randomBytes(CODE_BYTES).buffer }).base32.toLowerCase();
  return letters.match(/.{4}/g)?.join('-') ?? letters;
}

/** What is hashed: the letters alone, whatever case, spaces or dashes the operator typed. */
function normalised(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Replaces an operator's codes with a new set (the old ones stop working) and answers the new, shown once. */
export async function replaceRecoveryCodes(
  transaction: MoneyTransaction,
  operatorId: string,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await clearRecoveryCodes(transaction, operatorId);
  await transaction
    .insert(operatorRecoveryCodes)
    .values(codes.map((code) => ({ operatorId, codeHash: sha256Hex(normalised(code)) })));
  return codes;
}

/** Deletes every code of an operator (an admin's two-step reset); answers how many were still unused. */
export async function clearRecoveryCodes(transaction: MoneyTransaction, operatorId: string): Promise<number> {
  const removed = await transaction
    .delete(operatorRecoveryCodes)
    .where(eq(operatorRecoveryCodes.operatorId, operatorId))
    .returning({ usedAt: operatorRecoveryCodes.usedAt });
  return removed.filter((row) => row.usedAt === null).length;
}

export async function recoveryCodesLeft(database: Database, operatorId: string): Promise<number> {
  const [row] = await database
    .select({ left: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * Spends one recovery code in place of the authenticator's code, under the authenticator's own attempt budget: a
 * wrong recovery code counts against the same 5 as a wrong TOTP code, and a lock refuses both. Only an operator
 * whose two-step is on has a code to spend (an unconfirmed enrolment's codes do not sign in). Answers the count left.
 */
export async function spendRecoveryCode(
  database: Database,
  throttle: AttemptThrottle,
  operatorId: string,
  code: string,
  now: number,
): Promise<{ left: number }> {
  await checkCodeThrottled(throttle, operatorCodeBudget(operatorId), 'recoveryCode', async () => {
    const [twoStep] = await database
      .select({ enabled: operatorTwoStep.enabled })
      .from(operatorTwoStep)
      .where(eq(operatorTwoStep.operatorId, operatorId));
    if (twoStep?.enabled !== true) return false;
    const spent = await database
      .update(operatorRecoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(operatorRecoveryCodes.operatorId, operatorId),
          eq(operatorRecoveryCodes.codeHash, sha256Hex(normalised(code))),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ operatorId: operatorRecoveryCodes.operatorId });
    return spent.length === 1;
  });
  return { left: await recoveryCodesLeft(database, operatorId) };
}

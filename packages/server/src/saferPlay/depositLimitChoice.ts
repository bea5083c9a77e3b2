import { eq } from 'drizzle-orm';
import { saferPlayDepositLimitChoices } from '../db/schema/saferPlay.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import type { MemberRef } from './memberRef.ts';
import type { SaferPlaySettings } from './settings.ts';

export type DepositLimitChoice = 'limit' | 'no_limit';

/** When the site asks for a deposit limit (`never` when its config leaves it out). */
export const depositLimitAsked = (settings: SaferPlaySettings) => settings.askDepositLimit ?? 'never';

/** The member's recorded answer, or null when they have not made one. */
export async function depositLimitChoiceOf(
  database: MoneyExecutor,
  memberId: string,
): Promise<DepositLimitChoice | null> {
  const [row] = await database
    .select({ choice: saferPlayDepositLimitChoices.choice })
    .from(saferPlayDepositLimitChoices)
    .where(eq(saferPlayDepositLimitChoices.memberId, memberId));
  return (row?.choice as DepositLimitChoice | undefined) ?? null;
}

/** Records the member's answer; a limit set later replaces an earlier "no limit". */
export async function recordDepositLimitChoice(
  database: MoneyExecutor,
  member: MemberRef,
  choice: DepositLimitChoice,
  now: Date,
): Promise<void> {
  await database
    .insert(saferPlayDepositLimitChoices)
    .values({ memberId: member.id, siteCode: member.siteCode, choice, chosenAt: now })
    .onConflictDoUpdate({ target: saferPlayDepositLimitChoices.memberId, set: { choice, chosenAt: now } });
}

/**
 * On a site that asks (at registration or before the first deposit), a deposit waits for the member's answer:
 * 409 DEPOSIT_LIMIT_CHOICE_REQUIRED until they set a deposit limit or choose to have none. A member who
 * registered before the site began asking is asked here too.
 */
export async function requireDepositLimitChoice(
  database: MoneyExecutor,
  settings: SaferPlaySettings,
  memberId: string,
): Promise<void> {
  if (depositLimitAsked(settings) === 'never') return;
  if ((await depositLimitChoiceOf(database, memberId)) === null)
    throw new ApiError('DEPOSIT_LIMIT_CHOICE_REQUIRED');
}

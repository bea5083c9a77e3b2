import {
  LIMIT_COOLING_OFF_MS,
  type LimitKind,
  type LimitPeriod,
  limitKinds,
  periodsOfLimit,
  SESSION_LIMIT_MAX_MINUTES,
  tightensLimit,
} from '@platform/domain';
import { and, eq } from 'drizzle-orm';
import { saferPlayLimits } from '../db/schema/saferPlay.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor, MoneyTransaction } from '../ledger/executor.ts';
import { recordDepositLimitChoice } from './depositLimitChoice.ts';
import type { MemberRef } from './memberRef.ts';
import type { SaferPlaySettings } from './settings.ts';

export type LimitRow = typeof saferPlayLimits.$inferSelect;

/** The kinds of limit the site switched on. */
export function offeredLimitKinds(settings: SaferPlaySettings): LimitKind[] {
  return limitKinds.filter(
    (kind) =>
      (kind === 'deposit' && settings.depositLimits) ||
      (kind === 'loss' && settings.lossLimits) ||
      (kind === 'session' && settings.sessionTimeLimit),
  );
}

/** The member's limit rows of these kinds (every period). */
export async function limitRowsOf(
  database: MoneyExecutor,
  memberId: string,
  kind?: LimitKind,
): Promise<LimitRow[]> {
  return database
    .select()
    .from(saferPlayLimits)
    .where(and(eq(saferPlayLimits.memberId, memberId), kind ? eq(saferPlayLimits.kind, kind) : undefined));
}

/** When a waiting raise or removal may be confirmed. */
export const confirmableAt = (row: LimitRow): Date | null =>
  row.pendingSince ? new Date(row.pendingSince.getTime() + LIMIT_COOLING_OFF_MS) : null;

function requireOffered(settings: SaferPlaySettings, kind: LimitKind, period: LimitPeriod, value?: number) {
  if (!offeredLimitKinds(settings).includes(kind)) throw new ApiError('SAFER_PLAY_UNAVAILABLE');
  if (!periodsOfLimit[kind].includes(period)) throw new ApiError('FIELD_INVALID', { field: 'period' });
  if (kind === 'session' && value !== undefined && (value < 1 || value > SESSION_LIMIT_MAX_MINUTES))
    throw new ApiError('FIELD_INVALID', { field: 'value' });
}

/**
 * Sets a limit (value undefined: removes it). A tightening replaces the limit at once and drops any looser change
 * waiting; a raise or removal waits (from now) for the cooling-off and the member's confirmation, the limit in
 * force staying as it was.
 */
export async function setLimit(
  transaction: MoneyTransaction,
  member: MemberRef,
  settings: SaferPlaySettings,
  request: { kind: LimitKind; period: LimitPeriod; value?: number },
  now: Date,
): Promise<void> {
  requireOffered(settings, request.kind, request.period, request.value);
  const next = request.value ?? null;
  const [current] = await transaction
    .select()
    .from(saferPlayLimits)
    .where(
      and(
        eq(saferPlayLimits.memberId, member.id),
        eq(saferPlayLimits.kind, request.kind),
        eq(saferPlayLimits.period, request.period),
      ),
    )
    .for('update');
  const inForce = current?.value ?? null;
  // asking for the limit already in force just drops what was waiting
  const appliesNow = next === inForce || tightensLimit(inForce, next);
  const values = appliesNow
    ? { value: next, pendingValue: null, pendingSince: null }
    : { value: inForce, pendingValue: next, pendingSince: now };
  await transaction
    .insert(saferPlayLimits)
    .values({
      memberId: member.id,
      siteCode: member.siteCode,
      kind: request.kind,
      period: request.period,
      ...values,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [saferPlayLimits.memberId, saferPlayLimits.kind, saferPlayLimits.period],
      set: { ...values, updatedAt: now },
    });
  // setting a deposit limit answers the site's question (askDepositLimit) with "a limit"
  if (request.kind === 'deposit' && next !== null)
    await recordDepositLimitChoice(transaction, member, 'limit', now);
}

/** Applies a waiting raise or removal, only once its cooling-off has passed (else 409 LIMIT_CHANGE_NOT_CONFIRMABLE). */
export async function confirmLimit(
  transaction: MoneyTransaction,
  member: MemberRef,
  settings: SaferPlaySettings,
  request: { kind: LimitKind; period: LimitPeriod },
  now: Date,
): Promise<void> {
  requireOffered(settings, request.kind, request.period);
  const key = and(
    eq(saferPlayLimits.memberId, member.id),
    eq(saferPlayLimits.kind, request.kind),
    eq(saferPlayLimits.period, request.period),
  );
  const [row] = await transaction.select().from(saferPlayLimits).where(key).for('update');
  const from = row ? confirmableAt(row) : null;
  if (!row || !from || from.getTime() > now.getTime()) throw new ApiError('LIMIT_CHANGE_NOT_CONFIRMABLE');
  await transaction
    .update(saferPlayLimits)
    .set({ value: row.pendingValue, pendingValue: null, pendingSince: null, updatedAt: now })
    .where(key);
}

import { type ExclusionKind, type ExclusionRequest, exclusionEnd } from '@platform/domain';
import { and, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { members } from '../db/schema/members.ts';
import { saferPlayExclusions } from '../db/schema/saferPlay.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor, MoneyTransaction } from '../ledger/executor.ts';
import type { MemberRef } from './memberRef.ts';
import { saferPlayRefusal } from './refusal.ts';
import { type SaferPlaySettings, saferPlaySettingsOf } from './settings.ts';

export type ExclusionRow = typeof saferPlayExclusions.$inferSelect;

/** Who a break covers: the member's own accounts, and those with the same phone or email on the group's sites. */
type Identity = {
  memberId: string;
  phoneAreaCode: string | null;
  phone: string | null;
  email: string | null;
};

function samePerson(identity: Identity): SQL {
  const conditions: (SQL | undefined)[] = [eq(saferPlayExclusions.memberId, identity.memberId)];
  if (identity.phone)
    conditions.push(
      and(
        eq(saferPlayExclusions.phone, identity.phone),
        identity.phoneAreaCode
          ? eq(saferPlayExclusions.phoneAreaCode, identity.phoneAreaCode)
          : isNull(saferPlayExclusions.phoneAreaCode),
      ),
    );
  if (identity.email) conditions.push(eq(saferPlayExclusions.email, identity.email));
  return or(...conditions) as SQL;
}

/**
 * The break in force for this member on a site of `group` at `now`, the one ending last (a permanent one first),
 * or undefined.
 */
export async function exclusionInForce(
  database: MoneyExecutor,
  group: string,
  identity: Identity,
  now: Date,
): Promise<ExclusionRow | undefined> {
  const rows = await database
    .select()
    .from(saferPlayExclusions)
    .where(
      and(
        eq(saferPlayExclusions.exclusionGroup, group),
        samePerson(identity),
        lte(saferPlayExclusions.startedAt, now),
        or(isNull(saferPlayExclusions.endsAt), gt(saferPlayExclusions.endsAt, now)),
      ),
    )
    .orderBy(desc(saferPlayExclusions.endsAt));
  return rows.find((row) => row.endsAt === null) ?? rows[0];
}

async function identityOf(database: MoneyExecutor, memberId: string): Promise<Identity> {
  const [row] = await database
    .select({ phoneAreaCode: members.phoneAreaCode, phone: members.phone, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  return {
    memberId,
    phoneAreaCode: row?.phoneAreaCode ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
  };
}

/** The refusal a break in force gives: its kind's code, with when it ends. */
export function exclusionRefusal(row: ExclusionRow): ApiError {
  return saferPlayRefusal(row.kind === 'time_out' ? 'TIME_OUT_IN_FORCE' : 'SELF_EXCLUSION_IN_FORCE', {
    endsAt: row.endsAt,
  });
}

/** Refuses whatever the member tries while a break of their site's group is in force (sign-in, money, play). */
export async function refuseDuringExclusion(
  database: MoneyExecutor,
  settings: SaferPlaySettings,
  memberId: string,
  now: Date,
): Promise<void> {
  const row = await exclusionInForce(
    database,
    settings.exclusionGroup,
    await identityOf(database, memberId),
    now,
  );
  if (row) throw exclusionRefusal(row);
}

/**
 * Sign-in on a safer-play site is refused while a break of its exclusion group covers the member (taken here or
 * on a sharing site with the same phone or email). Checked only after the right password, so it tells nothing
 * to someone who does not know it.
 */
export async function refuseSignInDuringExclusion(
  database: MoneyExecutor,
  siteCode: string,
  memberId: string,
  now: Date,
): Promise<void> {
  const settings = saferPlaySettingsOf(siteCode);
  if (settings) await refuseDuringExclusion(database, settings, memberId, now);
}

/** The member's own break in force on this site's group, for their safer-play page. */
export async function ownExclusion(
  database: MoneyExecutor,
  settings: SaferPlaySettings,
  memberId: string,
  now: Date,
): Promise<ExclusionRow | undefined> {
  return exclusionInForce(database, settings.exclusionGroup, await identityOf(database, memberId), now);
}

function offered(settings: SaferPlaySettings, kind: ExclusionKind): boolean {
  return kind === 'time_out' ? settings.timeOut : settings.selfExclusion;
}

/** The body of the start endpoint as the domain's request, or 400 EXCLUSION_PERIOD_INVALID. */
export function exclusionRequestOf(body: {
  kind: ExclusionKind;
  days?: number;
  months?: number;
  permanent?: boolean;
}): ExclusionRequest {
  if (body.kind === 'time_out' && body.days !== undefined && body.months === undefined && !body.permanent)
    return { kind: 'time_out', days: body.days };
  if (
    body.kind === 'self_exclusion' &&
    body.permanent === true &&
    body.days === undefined &&
    body.months === undefined
  )
    return { kind: 'self_exclusion', permanent: true };
  if (
    body.kind === 'self_exclusion' &&
    body.months !== undefined &&
    body.days === undefined &&
    !body.permanent
  )
    return { kind: 'self_exclusion', months: body.months };
  throw new ApiError('EXCLUSION_PERIOD_INVALID');
}

/**
 * Starts a time-out or self-exclusion from `now` (the caller has locked the member's safer play). A break is
 * never shortened: one already in force that ends later (or never) refuses a shorter one with its own refusal.
 */
export async function startExclusion(
  transaction: MoneyTransaction,
  member: MemberRef,
  settings: SaferPlaySettings,
  request: ExclusionRequest,
  now: Date,
): Promise<ExclusionRow> {
  if (!offered(settings, request.kind)) throw new ApiError('SAFER_PLAY_UNAVAILABLE');
  const endsAt = exclusionEnd(request, now);
  if (endsAt === 'invalid') throw new ApiError('EXCLUSION_PERIOD_INVALID');
  const identity = await identityOf(transaction, member.id);
  const current = await exclusionInForce(transaction, settings.exclusionGroup, identity, now);
  if (
    current &&
    (current.endsAt === null || (endsAt !== null && current.endsAt.getTime() >= endsAt.getTime()))
  )
    throw exclusionRefusal(current);
  const [row] = await transaction
    .insert(saferPlayExclusions)
    .values({
      memberId: member.id,
      siteCode: member.siteCode,
      exclusionGroup: settings.exclusionGroup,
      kind: request.kind,
      phoneAreaCode: identity.phoneAreaCode,
      phone: identity.phone,
      email: identity.email,
      startedAt: now,
      endsAt,
    })
    .returning();
  if (!row) throw new Error('exclusion insert returned nothing');
  return row;
}

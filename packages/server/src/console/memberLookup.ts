import type { Locale } from '@platform/domain';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';
import { saferPlayExclusions } from '../db/schema/saferPlay.ts';
import { maskEmail, maskPhone } from '../members/memberRecords.ts';
import { listWithdrawalAccounts } from '../money/withdrawalAccounts.ts';
import { limitRowsOf } from '../saferPlay/limits.ts';
import { saferPlaySettingsOf } from '../saferPlay/settings.ts';
import { memberSecurityOverview } from '../securityCentre/memberSecurityOverview.ts';
import { memberTasks } from '../taskProgress/memberTasks.ts';
import { vipStandingOf } from '../vip/service.ts';
import { memberMoneyContext } from './memberMoneyContext.ts';
import { memberNotesOf } from './memberNotes.ts';

const SEARCH_LIMIT = 50;

/** LIKE's own characters matched literally: a search for `a_b` finds `a_b`, not `axb`. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type MemberRow = typeof members.$inferSelect;

function searchResult(row: MemberRow) {
  return {
    id: row.id,
    siteCode: row.siteCode,
    username: row.username,
    phoneMasked: maskPhone(row.phoneAreaCode, row.phone),
    emailMasked: maskEmail(row.email),
  };
}

/** Members of `siteCodes` whose account name, phone or email starts with `query` (case-insensitive). */
export async function searchMembers(database: Database, siteCodes: readonly string[], query: string) {
  if (siteCodes.length === 0) return [];
  const pattern = likePrefix(query.trim());
  const rows = await database
    .select()
    .from(members)
    .where(
      and(
        inArray(members.siteCode, [...siteCodes]),
        or(ilike(members.username, pattern), ilike(members.phone, pattern), ilike(members.email, pattern)),
      ),
    )
    .orderBy(asc(members.siteCode), asc(members.username))
    .limit(SEARCH_LIMIT);
  return rows.map(searchResult);
}

export async function memberRowOf(database: Database, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await database.select().from(members).where(eq(members.id, memberId));
  return row;
}

/** The member's VIP standing as the member app reads it (the VIP area's own function), without the privileges. */
async function vipOf(database: Database, row: MemberRow, locale: Locale) {
  const standing = await vipStandingOf(database, row, locale);
  const { next } = standing;
  return {
    level: standing.level,
    name: standing.name,
    depositMinor: standing.depositMinor,
    turnoverMinor: standing.turnoverMinor,
    next: next && {
      level: next.level,
      name: next.name,
      depositRequirementMinor: next.depositRequirementMinor,
      turnoverRequirementMinor: next.turnoverRequirementMinor,
    },
  };
}

/** The site's tasks in their current period with this member's progress and state (the task centre's own view). */
async function tasksOf(database: Database, row: MemberRow, now: Date) {
  const views = await memberTasks(database, row, now);
  return views.map(({ id, title, progress, target, status }) => ({ id, title, progress, target, status }));
}

/**
 * A member's page for an operator: money, masked payout accounts, live sessions, safer-play records, VIP standing,
 * tasks and operators' notes. `locale`: the site's own language, in which the member app names VIP levels.
 */
export async function memberDetailOf(database: Database, row: MemberRow, now: Date, locale: Locale) {
  const member = { id: row.id, siteCode: row.siteCode };
  const [money, accounts, security, limits, exclusions, vip, tasks, notes] = await Promise.all([
    memberMoneyContext(database, member),
    listWithdrawalAccounts(database, member),
    memberSecurityOverview(database, row.id, now.getTime()),
    limitRowsOf(database, row.id),
    database
      .select()
      .from(saferPlayExclusions)
      .where(eq(saferPlayExclusions.memberId, row.id))
      .orderBy(asc(saferPlayExclusions.startedAt)),
    vipOf(database, row, locale),
    tasksOf(database, row, now),
    memberNotesOf(database, row.id),
  ]);
  return {
    member: searchResult(row),
    balance: money.balance,
    recentLedger: money.recentLedger,
    recentBets: money.recentBets,
    withdrawalAccounts: accounts,
    sessions: security.sessions.map((session) => ({
      signedInAt: session.signedInAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      browser: session.browser,
      operatingSystem: session.operatingSystem,
      addressMasked: session.addressMasked,
    })),
    twoStepEnabled: security.twoStepEnabled,
    lockedAt: row.lockedAt?.toISOString() ?? null,
    saferPlay: {
      offered: saferPlaySettingsOf(row.siteCode) !== null,
      limits: limits.map((limit) => ({ kind: limit.kind, period: limit.period, value: limit.value })),
      exclusions: exclusions.map((exclusion) => ({
        kind: exclusion.kind,
        startedAt: exclusion.startedAt.toISOString(),
        endsAt: exclusion.endsAt?.toISOString() ?? null,
      })),
    },
    vip,
    tasks,
    notes,
  };
}

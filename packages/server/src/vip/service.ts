import type { Locale } from '@platform/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { vipLevels } from '../db/schema/catalogue.ts';
import { ApiError } from '../errors/apiError.ts';
import { findMemberById } from '../members/memberRecords.ts';
import { privilegeTitle } from './privilegeTitles.ts';

type VipLevelRow = typeof vipLevels.$inferSelect;

function vipLevelOf(row: VipLevelRow, locale: Locale) {
  return {
    level: row.level,
    name: row.name,
    depositRequirementMinor: row.depositRequirementMinor,
    turnoverRequirementMinor: row.turnoverRequirementMinor,
    privileges: row.privileges.map((privilege) => ({
      ...privilege,
      title: privilegeTitle(privilege, locale),
    })),
    badgeUrl: row.badgeUrl,
  };
}

/** Every VIP level of a site, lowest first, its privileges named in `locale`. */
export async function vipLevelsOf(db: Database, siteCode: string, locale: Locale) {
  const rows = await db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.siteCode, siteCode))
    .orderBy(asc(vipLevels.level));
  return rows.map((row) => vipLevelOf(row, locale));
}

/** One level of a site, or NOT_FOUND. */
export async function vipLevelDetail(db: Database, siteCode: string, level: number, locale: Locale) {
  const [row] = await db
    .select()
    .from(vipLevels)
    .where(and(eq(vipLevels.siteCode, siteCode), eq(vipLevels.level, level)));
  if (!row) throw new ApiError('NOT_FOUND', { field: 'level' });
  return vipLevelOf(row, locale);
}

/** The member's level, totals, and the next level to reach (null at the top). */
export async function vipStandingOf(db: Database, member: { id: string; siteCode: string }, locale: Locale) {
  const row = await findMemberById(db, member.id);
  if (!row) throw new ApiError('NOT_FOUND');
  const levels = await vipLevelsOf(db, member.siteCode, locale);
  const current = levels.find((level) => level.level === row.vipLevel);
  return {
    level: row.vipLevel,
    name: current?.name ?? `VIP${row.vipLevel}`,
    depositMinor: row.depositTotalMinor,
    turnoverMinor: row.turnoverTotalMinor,
    next: levels.find((level) => level.level > row.vipLevel) ?? null,
  };
}

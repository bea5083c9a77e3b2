import { endpoints } from '@platform/contract';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { vipLevels } from '../db/schema/catalogue.ts';
import { members } from '../db/schema/members.ts';
import { ApiError } from '../http/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { findMemberById } from '../members/memberRecords.ts';
import { unreadCount } from '../messages/service.ts';
import type { Site } from '../sites/siteDirectory.ts';
import { userCentreMenu } from './userCentreMenu.ts';

const AGENT_COMMISSION_RATE_PERCENT = '0.50';
const RECENT_INVITEES_SHOWN = 10;

function vipLevelOf(row: typeof vipLevels.$inferSelect) {
  return {
    level: row.level,
    name: row.name,
    depositRequirementMinor: row.depositRequirementMinor,
    turnoverRequirementMinor: row.turnoverRequirementMinor,
    privileges: row.privileges,
    badgeUrl: row.badgeUrl,
  };
}

function inviteUrl(site: Site, inviteCode: string): string {
  return `https://${site.hosts[0] ?? 'localhost'}/entry/register?i_code=${encodeURIComponent(inviteCode)}`;
}

/** Shows only the first two characters of another member's account name. */
function maskUsername(username: string): string {
  return `${username.slice(0, 2)}***`;
}

async function requireMemberRow(db: Database, memberId: string) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new ApiError('NOT_FOUND');
  return member;
}

/** VIP standing and levels, the user-centre menu tree, the invite link and the agent page. */
export function registerMemberRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.vips, async ({ db, site, signedInMember }) => {
    const member = await requireMemberRow(db, signedInMember.id);
    const levels = await db
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.siteCode, site.code))
      .orderBy(asc(vipLevels.level));
    const current = levels.find((level) => level.level === member.vipLevel);
    const next = levels.find((level) => level.level > member.vipLevel);
    return {
      level: member.vipLevel,
      name: current?.name ?? `VIP${member.vipLevel}`,
      depositMinor: member.depositTotalMinor,
      turnoverMinor: member.turnoverTotalMinor,
      next: next ? vipLevelOf(next) : null,
    };
  });

  registerEndpoint(app, endpoints.vipLevels, async ({ db, site }) => {
    const levels = await db
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.siteCode, site.code))
      .orderBy(asc(vipLevels.level));
    return levels.map(vipLevelOf);
  });

  registerEndpoint(app, endpoints.vipDetail, async ({ db, site, query }) => {
    const [level] = await db
      .select()
      .from(vipLevels)
      .where(and(eq(vipLevels.siteCode, site.code), eq(vipLevels.level, query.level)));
    if (!level) throw new ApiError('NOT_FOUND', { field: 'level' });
    return vipLevelOf(level);
  });

  registerEndpoint(app, endpoints.memberTree, async ({ db, query, locale, signedInMember }) => {
    if (query.id !== '010') throw new ApiError('NOT_FOUND', { field: 'id' });
    return userCentreMenu(locale, { unreadMessages: await unreadCount(db, signedInMember.id) });
  });

  registerEndpoint(app, endpoints.inviteLink, async ({ db, site, signedInMember }) => {
    const member = await requireMemberRow(db, signedInMember.id);
    const [invited] = await db
      .select({ value: count() })
      .from(members)
      .where(eq(members.invitedBy, member.id));
    return {
      inviteCode: member.inviteCode,
      url: inviteUrl(site, member.inviteCode),
      invitedCount: invited?.value ?? 0,
    };
  });

  registerEndpoint(app, endpoints.agentPage, async ({ db, site, signedInMember, platform }) => {
    const member = await requireMemberRow(db, signedInMember.id);
    const [invited] = await db
      .select({ value: count() })
      .from(members)
      .where(eq(members.invitedBy, member.id));
    const yearAgo = new Date(platform.clock() - 365 * 24 * 60 * 60_000);
    const recent = await db
      .select({ username: members.username, joinedAt: members.createdAt })
      .from(members)
      .where(and(eq(members.invitedBy, member.id), gt(members.createdAt, yearAgo)))
      .orderBy(desc(members.createdAt))
      .limit(RECENT_INVITEES_SHOWN);
    return {
      inviteCode: member.inviteCode,
      url: inviteUrl(site, member.inviteCode),
      invitedCount: invited?.value ?? 0,
      commissionRatePercent: AGENT_COMMISSION_RATE_PERCENT,
      recentInvitees: recent.map((row) => ({
        username: maskUsername(row.username),
        joinedAt: row.joinedAt.toISOString(),
      })),
    };
  });
}

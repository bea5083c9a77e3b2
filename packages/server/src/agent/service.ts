import { routePaths } from '@platform/domain';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';
import { ApiError } from '../errors/apiError.ts';
import { findMemberById } from '../members/memberRecords.ts';
import type { Site } from '../sites/siteDirectory.ts';

const AGENT_COMMISSION_RATE_PERCENT = '0.50';
const RECENT_INVITEES_SHOWN = 10;
const INVITEES_SHOWN_FOR_DAYS = 365;

/**
 * Who is an agent. The spec names no roles (§6), so the rule is derived from what happened, not granted: a member
 * becomes an agent when the first member registers with their invite code. Every signed-in member may share their
 * invite code (the share-to-earn card); only an agent's page shows agent statistics (commission rate, invitees).
 */
export function isAgent(invitedCount: number): boolean {
  return invitedCount > 0;
}

/** The registration page with the invite code, on the site's first host (the app builds its own from its origin). */
function inviteUrl(site: Site, inviteCode: string): string {
  const host = site.hosts[0] ?? 'localhost';
  return `https://${host}${routePaths.register}?i_code=${encodeURIComponent(inviteCode)}`;
}

/** Shows only the first two characters of another member's account name. */
function maskUsername(username: string): string {
  return `${username.slice(0, 2)}***`;
}

async function inviterOf(db: Database, memberId: string) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new ApiError('NOT_FOUND');
  const [invited] = await db.select({ value: count() }).from(members).where(eq(members.invitedBy, member.id));
  return { member, invitedCount: invited?.value ?? 0 };
}

/** The member's invite code, share link and how many registered with it. */
export async function inviteLinkOf(db: Database, site: Site, memberId: string) {
  const { member, invitedCount } = await inviterOf(db, memberId);
  return { inviteCode: member.inviteCode, url: inviteUrl(site, member.inviteCode), invitedCount };
}

/** The agent page: the invite link, whether the member is an agent, the rate and the latest invitees (masked). */
export async function agentPageOf(db: Database, site: Site, memberId: string, now: Date) {
  const { member, invitedCount } = await inviterOf(db, memberId);
  const since = new Date(now.getTime() - INVITEES_SHOWN_FOR_DAYS * 24 * 60 * 60_000);
  const recent = await db
    .select({ username: members.username, joinedAt: members.createdAt })
    .from(members)
    .where(and(eq(members.invitedBy, member.id), gt(members.createdAt, since)))
    .orderBy(desc(members.createdAt))
    .limit(RECENT_INVITEES_SHOWN);
  return {
    inviteCode: member.inviteCode,
    url: inviteUrl(site, member.inviteCode),
    invitedCount,
    isAgent: isAgent(invitedCount),
    commissionRatePercent: AGENT_COMMISSION_RATE_PERCENT,
    recentInvitees: recent.map((row) => ({
      username: maskUsername(row.username),
      joinedAt: row.joinedAt.toISOString(),
    })),
  };
}

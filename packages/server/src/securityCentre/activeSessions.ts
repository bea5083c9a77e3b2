import type { ActiveSession } from '@platform/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../db/schema/members.ts';
import { ApiError } from '../errors/apiError.ts';
import type { Platform } from '../platform.ts';
import type { SessionMember } from '../security/sessions.ts';
import { sha256Hex } from '../security/tokens.ts';
import { summariseDevice } from './deviceSummary.ts';

/**
 * The name a member's device list gives a session: derived from the token's hash, so it names the session without
 * being the hash the session is looked up by (nor, of course, the token).
 */
function sessionIdOf(tokenHash: string): string {
  return sha256Hex(`signed-in-device:${tokenHash}`).slice(0, 32);
}

async function liveSessionsOf(platform: Platform, member: SessionMember) {
  const now = platform.clock();
  return platform.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, member.id),
        eq(sessions.siteCode, member.siteCode),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - platform.sessions.policy.idleTimeoutMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** The member's signed-in devices, the one asking first. */
export async function activeSessionsOf(
  platform: Platform,
  member: SessionMember,
  sessionToken: string,
): Promise<ActiveSession[]> {
  const currentHash = sha256Hex(sessionToken);
  const rows = await liveSessionsOf(platform, member);
  return rows
    .map((row) => ({
      id: sessionIdOf(row.tokenHash),
      current: row.tokenHash === currentHash,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      ...summariseDevice(row),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs one of the member's sessions out on every instance; another member's or an ended one is not found. */
export async function signOutSession(platform: Platform, member: SessionMember, sessionId: string) {
  const rows = await liveSessionsOf(platform, member);
  const target = rows.find((row) => sessionIdOf(row.tokenHash) === sessionId);
  if (!target || !(await platform.sessions.revokeMemberSession(member.id, target.tokenHash))) {
    throw new ApiError('NOT_FOUND', { field: 'id' });
  }
  return true as const;
}

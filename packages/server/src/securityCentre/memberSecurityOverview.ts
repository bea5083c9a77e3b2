import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessions } from '../db/schema/members.ts';
import { defaultSessionPolicy } from '../security/sessions.ts';
import { summariseDevice } from './deviceSummary.ts';
import { signInHistoryOf } from './signInHistory.ts';
import { twoStepEnabled } from './twoStep.ts';

/** What an operator reads of a member's security: two-step on or off, live sessions, recent sign-ins. */
export async function memberSecurityOverview(db: Database, memberId: string, now: number) {
  const live = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - defaultSessionPolicy.idleTimeoutMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return {
    twoStepEnabled: await twoStepEnabled(db, memberId),
    sessions: live.map((row) => ({
      signedInAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      ...summariseDevice(row),
    })),
    signIns: await signInHistoryOf(db, memberId),
  };
}

import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  memberOutboxCounters,
  memberOutboxEvents,
  siteOutboxCounters,
  siteOutboxEvents,
} from '../db/schema/memberEventTables.ts';
import type { StreamCursor } from './streamCursor.ts';

/** Rows read per scope per round: a stream far behind catches up in rounds instead of one huge read. */
export const CATCH_UP_BATCH = 200;

export type OutboxRow = {
  scope: 'member' | 'site';
  seq: number;
  name: string;
  payload: Record<string, unknown>;
  /** `session.revoked`: the ended session's token hash. */
  sessionKey: string | null;
};

/**
 * The member's events and the site's events after the cursor, each in number order (numbers commit in order, so
 * nothing committed can be missing before the last one read).
 */
export async function eventsAfter(
  db: Database,
  where: { memberId: string; siteCode: string },
  cursor: StreamCursor,
): Promise<{ member: OutboxRow[]; site: OutboxRow[] }> {
  const [member, site] = await Promise.all([
    db
      .select({
        seq: memberOutboxEvents.seq,
        name: memberOutboxEvents.name,
        payload: memberOutboxEvents.payload,
        sessionKey: memberOutboxEvents.sessionKey,
      })
      .from(memberOutboxEvents)
      .where(and(eq(memberOutboxEvents.memberId, where.memberId), gt(memberOutboxEvents.seq, cursor.member)))
      .orderBy(asc(memberOutboxEvents.seq))
      .limit(CATCH_UP_BATCH),
    db
      .select({ seq: siteOutboxEvents.seq, name: siteOutboxEvents.name, payload: siteOutboxEvents.payload })
      .from(siteOutboxEvents)
      .where(and(eq(siteOutboxEvents.siteCode, where.siteCode), gt(siteOutboxEvents.seq, cursor.site)))
      .orderBy(asc(siteOutboxEvents.seq))
      .limit(CATCH_UP_BATCH),
  ]);
  return {
    member: member.map((row) => ({
      scope: 'member',
      ...row,
      payload: row.payload as Record<string, unknown>,
    })),
    site: site.map((row) => ({
      scope: 'site',
      ...row,
      payload: row.payload as Record<string, unknown>,
      sessionKey: null,
    })),
  };
}

/** The newest numbers now: where a stream opened without a resume point starts (it hears what comes next). */
export async function currentCursor(
  db: Database,
  where: { memberId: string; siteCode: string },
): Promise<StreamCursor> {
  const [[member], [site]] = await Promise.all([
    db
      .select({ seq: memberOutboxCounters.lastSeq })
      .from(memberOutboxCounters)
      .where(eq(memberOutboxCounters.memberId, where.memberId)),
    db
      .select({ seq: siteOutboxCounters.lastSeq })
      .from(siteOutboxCounters)
      .where(eq(siteOutboxCounters.siteCode, where.siteCode)),
  ]);
  return { member: member?.seq ?? 0, site: site?.seq ?? 0 };
}

import { lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { memberOutboxEvents, siteOutboxEvents } from '../db/schema/memberEventTables.ts';

/** Longer than a session can live (7 days): no live client can still resume from an older event. */
export const OUTBOX_RETENTION_MS = 8 * 24 * 60 * 60_000;
const CLEANUP_INTERVAL_MS = 60 * 60_000;

/** Deletes outbox rows older than the retention (the `created_at` indexes serve it); answers how many. */
export async function deleteExpiredEvents(db: Database, nowMs: number): Promise<number> {
  const before = new Date(nowMs - OUTBOX_RETENTION_MS);
  const members = await db
    .delete(memberOutboxEvents)
    .where(lt(memberOutboxEvents.createdAt, before))
    .returning({ seq: memberOutboxEvents.seq });
  const sites = await db
    .delete(siteOutboxEvents)
    .where(lt(siteOutboxEvents.createdAt, before))
    .returning({ seq: siteOutboxEvents.seq });
  return members.length + sites.length;
}

/** Runs the cleanup hourly on this instance (several instances deleting the same old rows is harmless). */
export function scheduleOutboxCleanup(
  db: Database,
  clock: () => number,
  onError: (error: unknown) => void,
): { stop(): void } {
  const timer = setInterval(() => {
    deleteExpiredEvents(db, clock()).catch(onError);
  }, CLEANUP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

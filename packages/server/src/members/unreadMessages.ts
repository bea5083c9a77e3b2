import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { memberMessages } from '../db/schema/engagement.ts';

export async function unreadCount(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberMessages)
    .where(
      and(
        eq(memberMessages.memberId, memberId),
        eq(memberMessages.read, false),
        isNull(memberMessages.deletedAt),
      ),
    );
  return row?.value ?? 0;
}

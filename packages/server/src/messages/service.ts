import type { Locale } from '@platform/domain';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { memberMessages, type StoredInboxNotice } from '../db/schema/messages.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../errors/apiError.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import { isUuid } from '../http/uuid.ts';
import { inboxNoticeText } from './inboxNotice.ts';

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

/**
 * A page of the member's messages, newest first; the platform's own notices in `reader`'s language and time zone,
 * an operator's message as the operator wrote it.
 */
export async function listMessages(
  db: Database,
  memberId: string,
  options: { page: number; pageSize: number; unreadOnly: boolean },
  reader: { locale: Locale; timeZone: string },
) {
  const filter = and(
    eq(memberMessages.memberId, memberId),
    isNull(memberMessages.deletedAt),
    options.unreadOnly ? eq(memberMessages.read, false) : undefined,
  );
  const { rows, total } = await selectPage(
    db,
    memberMessages,
    filter,
    [desc(memberMessages.createdAt), desc(memberMessages.id)],
    options,
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      ...((row.notice && inboxNoticeText(row.notice, reader.locale, reader.timeZone)) ?? {
        title: row.title,
        content: row.content,
      }),
      read: row.read,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  };
}

/**
 * Marks the member's messages read or deletes them, all or nothing: one id that is not the member's (or is gone)
 * and nothing changes. Answers how many changed.
 */
export async function updateMessages(
  db: Database,
  events: DomainEventPublisher,
  memberId: string,
  ids: readonly string[],
  change: { read: true } | { deletedAt: Date },
): Promise<{ updated: number; unread: number }> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw new ApiError('NOT_FOUND', { field: 'ids' });
  return db.transaction(async (transaction) => {
    const owned = await transaction
      .select({ id: memberMessages.id })
      .from(memberMessages)
      .where(
        and(
          eq(memberMessages.memberId, memberId),
          inArray(memberMessages.id, unique),
          isNull(memberMessages.deletedAt),
        ),
      );
    if (owned.length !== unique.length) throw new ApiError('NOT_FOUND', { field: 'ids' });
    const rows = await transaction
      .update(memberMessages)
      .set(change)
      .where(and(eq(memberMessages.memberId, memberId), inArray(memberMessages.id, unique)))
      .returning({ id: memberMessages.id });
    const unread = await announceUnread(transaction, events, memberId);
    return { updated: rows.length, unread };
  });
}

/** Tells the member's other open apps the new unread count, in the transaction that changed it. */
async function announceUnread(
  transaction: Database,
  events: DomainEventPublisher,
  memberId: string,
): Promise<number> {
  const unread = await unreadCount(transaction, memberId);
  await events.publish(transaction, 'messages.changed', { memberId, unread, occurredAt: new Date() });
  return unread;
}

/** A message from the operator to one member's inbox. */
export async function sendMessage(
  db: Database,
  events: DomainEventPublisher,
  message: { memberId: string; title: string; content: string },
): Promise<void> {
  await db.transaction((transaction) => addToInbox(transaction, events, message));
}

/** Puts a message in a member's inbox inside the caller's transaction, and tells their open apps. */
export async function addToInbox(
  transaction: Database,
  events: DomainEventPublisher,
  message: { memberId: string; title: string; content: string; notice?: StoredInboxNotice },
): Promise<void> {
  await transaction.insert(memberMessages).values(message);
  await announceUnread(transaction, events, message.memberId);
}

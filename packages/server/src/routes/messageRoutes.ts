import { endpoints } from '@platform/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberMessages } from '../db/schema/engagement.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../http/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { isUuid } from '../http/uuid.ts';
import { unreadCount } from '../members/unreadMessages.ts';

const DEFAULT_PAGE_SIZE = 20;

/** The member's messages: list, unread count, mark read or delete. Only the member's own rows are ever touched. */
export function registerMessageRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.messageList, async ({ db, body, signedInMember }) => {
    const page = body.page ?? 1;
    const pageSize = body.page_size ?? DEFAULT_PAGE_SIZE;
    const filter = and(
      eq(memberMessages.memberId, signedInMember.id),
      isNull(memberMessages.deletedAt),
      body.unreadOnly ? eq(memberMessages.read, false) : undefined,
    );
    const { rows, total } = await selectPage(
      db,
      memberMessages,
      filter,
      [desc(memberMessages.createdAt), desc(memberMessages.id)],
      { page, pageSize },
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        read: row.read,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
    };
  });

  registerEndpoint(app, endpoints.messageUnreadCount, async ({ db, signedInMember }) => ({
    unread: await unreadCount(db, signedInMember.id),
  }));

  registerEndpoint(app, endpoints.messageUpdate, async ({ db, body, signedInMember, platform }) => {
    const ids = [...new Set(body.ids)];
    if (!ids.every(isUuid)) throw new ApiError('NOT_FOUND', { field: 'ids' });
    // All or nothing: one id that is not the member's (or is gone) and nothing changes.
    const updated = await db.transaction(async (transaction) => {
      const owned = await transaction
        .select({ id: memberMessages.id })
        .from(memberMessages)
        .where(
          and(
            eq(memberMessages.memberId, signedInMember.id),
            inArray(memberMessages.id, ids),
            isNull(memberMessages.deletedAt),
          ),
        );
      if (owned.length !== ids.length) throw new ApiError('NOT_FOUND', { field: 'ids' });
      const changes = body.action === 'read' ? { read: true } : { deletedAt: new Date(platform.clock()) };
      const rows = await transaction
        .update(memberMessages)
        .set(changes)
        .where(and(eq(memberMessages.memberId, signedInMember.id), inArray(memberMessages.id, ids)))
        .returning({ id: memberMessages.id });
      return rows.length;
    });
    return { updated, unread: await unreadCount(db, signedInMember.id) };
  });
}

import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { listMessages, unreadCount, updateMessages } from './service.ts';

const DEFAULT_PAGE_SIZE = 20;

/** The member's messages: list, unread count, mark read or delete. Only the member's own rows are ever touched. */
export function registerMessageRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.messageList, async ({ db, body, signedInMember, locale, site }) =>
    listMessages(
      db,
      signedInMember.id,
      {
        page: body.page ?? 1,
        pageSize: body.page_size ?? DEFAULT_PAGE_SIZE,
        unreadOnly: body.unreadOnly === true,
      },
      { locale, timeZone: site.config.timeZone },
    ),
  );

  registerEndpoint(app, endpoints.messageUnreadCount, async ({ db, signedInMember }) => ({
    unread: await unreadCount(db, signedInMember.id),
  }));

  registerEndpoint(app, endpoints.messageUpdate, async ({ db, body, signedInMember, platform }) => {
    const change =
      body.action === 'read' ? { read: true as const } : { deletedAt: new Date(platform.clock()) };
    return updateMessages(db, platform.events, signedInMember.id, body.ids, change);
  });
}

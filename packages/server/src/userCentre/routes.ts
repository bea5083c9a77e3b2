import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { unreadCount } from '../messages/service.ts';
import { userCentreMenu } from './menu.ts';

/** The user-centre menu tree (VIP is in src/vip/, the invite link and agent page in src/agent/). */
export function registerUserCentreRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.memberTree, async ({ db, query, locale, site, signedInMember }) => {
    if (query.id !== '010') throw new ApiError('NOT_FOUND', { field: 'id' });
    return userCentreMenu(locale, site.config, { unreadMessages: await unreadCount(db, signedInMember.id) });
  });
}

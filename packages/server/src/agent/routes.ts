import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { agentPageOf, inviteLinkOf } from './service.ts';

/** The invite link and the agent page (contract: endpoints/member.ts); each answers for the signed-in member only. */
export function registerAgentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.inviteLink, ({ db, site, signedInMember }) =>
    inviteLinkOf(db, site, signedInMember.id),
  );
  registerEndpoint(app, endpoints.agentPage, ({ db, site, signedInMember, platform }) =>
    agentPageOf(db, site, signedInMember.id, new Date(platform.clock())),
  );
}

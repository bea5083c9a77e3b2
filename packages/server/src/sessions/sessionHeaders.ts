import { responseHeaders } from '@platform/contract';
import type { FastifyReply } from 'fastify';
import type { IssuedSession } from '../security/sessions.ts';

/** Hands a new session to the client in the `id` and `vid` response headers (spec §7). */
export function sendSessionHeaders(reply: FastifyReply, session: IssuedSession): void {
  reply.header(responseHeaders.sessionToken, session.token);
  reply.header(responseHeaders.visitorId, session.visitorId);
}

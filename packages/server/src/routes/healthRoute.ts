import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** What a load balancer probes (HAProxy's `option httpchk GET /api/health`). */
export const HEALTH_PATH = '/api/health';

/**
 * Ready when this instance can reach its database: an instance whose database is gone answers every member call
 * with an error, so the balancer should send the traffic elsewhere. Outside the contract (like /api/openapi.json):
 * it is for the deployment, not for the app, and carries no site, session or language.
 */
export function registerHealthRoute(app: FastifyInstance): void {
  app.get(HEALTH_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.platform.db.execute(sql`select 1`);
      return reply.code(200).send({ status: 'ok' });
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
}

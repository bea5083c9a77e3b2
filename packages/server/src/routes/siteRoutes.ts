import { endpoints } from '@platform/contract';
import { HEARTBEAT_INTERVAL_MS, PRE_INFO_STALE_MS } from '@platform/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { phoneAreas } from '../db/schema/catalogue.ts';
import { pageViews } from '../db/schema/content.ts';
import { gameSessions } from '../db/schema/engagement.ts';
import { ApiError } from '../http/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';

/** Site-level data: pre-info, the site config, phone areas, customer-service links, and the game heartbeat. */
export function registerSiteRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.preInfo, async ({ site, reply }) => {
    reply.header('cache-control', `public, max-age=${PRE_INFO_STALE_MS / 1000}`);
    reply.header('vary', 'site_code, host');
    return { customer_service: site.config.customerService.customer_service ?? '' };
  });

  registerEndpoint(
    app,
    endpoints.siteConfig,
    async ({ site }) => site.config as unknown as Record<string, unknown>,
  );

  registerEndpoint(app, endpoints.phoneAreas, async ({ db, site }) =>
    db
      .select({ areaCode: phoneAreas.areaCode, name: phoneAreas.name, sort: phoneAreas.sort })
      .from(phoneAreas)
      .where(eq(phoneAreas.siteCode, site.code))
      .orderBy(asc(phoneAreas.sort)),
  );

  registerEndpoint(app, endpoints.customerServiceConfig, async ({ site }) => ({
    ...site.config.customerService,
  }));

  registerEndpoint(
    app,
    endpoints.pageView,
    async ({ db, site, body, platform }) => {
      // The path alone: a query string could carry a token or an invite code.
      const path = body.path.split(/[?#]/)[0] ?? '/';
      await db.insert(pageViews).values({ siteCode: site.code, path, viewedAt: new Date(platform.clock()) });
      return true as const;
    },
    { rateLimit: { max: 120, timeWindow: 60_000 } },
  );

  registerEndpoint(app, endpoints.heartbeat, async ({ db, body, signedInMember, platform }) => {
    // The session's idle expiry was already extended by authenticating this request; here the game session
    // records that the member is still at the table. Only the game and venue the member launched count.
    const now = new Date(platform.clock());
    const [open] = await db
      .update(gameSessions)
      .set({ lastHeartbeatAt: now })
      .where(
        and(
          eq(gameSessions.memberId, signedInMember.id),
          eq(gameSessions.gameId, body.gameid),
          eq(gameSessions.platform, body.platform),
          gt(gameSessions.ticketExpiresAt, now),
        ),
      )
      .returning({ gameId: gameSessions.gameId });
    if (!open) throw new ApiError('NOT_FOUND', { field: 'gameid' });
    return { nextHeartbeatInMs: HEARTBEAT_INTERVAL_MS };
  });
}

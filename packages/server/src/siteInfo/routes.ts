import { endpoints } from '@platform/contract';
import { PRE_INFO_STALE_MS } from '@platform/domain';
import type { FastifyInstance } from 'fastify';
import { callerRateKey } from '../http/callerRateKey.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { phoneAreasOf, recordPageView } from './service.ts';

/**
 * Page views a member's app (or a visitor's device) may report per minute: counted per session or device, not per
 * address, since a carrier NAT puts many members on one address (`callerRateKey`); the address ceiling stops one
 * caller who makes up a device id per request.
 */
export const PAGE_VIEW_RATE_LIMIT = {
  max: 120,
  timeWindow: 60_000,
  addressCeiling: 1_200,
  keyGenerator: callerRateKey('page-view'),
};

/** Site-level data: pre-info, the site config, phone areas, customer-service links and page views. */
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

  registerEndpoint(app, endpoints.phoneAreas, async ({ db, site }) => phoneAreasOf(db, site.code));

  registerEndpoint(app, endpoints.customerServiceConfig, async ({ site }) => ({
    ...site.config.customerService,
  }));

  registerEndpoint(
    app,
    endpoints.pageView,
    async ({ db, site, body, platform }) => {
      await recordPageView(db, site.code, body.path, new Date(platform.clock()));
      return true as const;
    },
    { rateLimit: PAGE_VIEW_RATE_LIMIT },
  );
}

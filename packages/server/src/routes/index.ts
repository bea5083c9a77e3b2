import type { FastifyInstance } from 'fastify';
import { registerAgentRoutes } from '../agent/routes.ts';
import { registerConsoleRoutes } from '../console/routes.ts';
import { registerContactRoutes } from '../contacts/routes.ts';
import { registerContentRoutes } from '../content/routes.ts';
import { registerDemoAssetRoutes } from '../demoVenue/demoAssetRoutes.ts';
import { registerDemoVenueRoutes } from '../demoVenue/demoVenueRoutes.ts';
import { registerFeedbackRoutes } from '../feedback/routes.ts';
import { registerGameRoutes } from '../games/routes.ts';
import type { OutboxNotices } from '../liveEvents/outboxNotices.ts';
import { registerLiveEventRoutes } from '../liveEvents/routes.ts';
import { registerMessageRoutes } from '../messages/routes.ts';
import { moneyRoutes } from '../money/routes.ts';
import { registerSaferPlayRoutes } from '../saferPlayEndpoints/routes.ts';
import { registerSecurityCentreRoutes } from '../securityCentre/routes.ts';
import { registerHandoffRoutes } from '../sessions/handoffRoutes.ts';
import { registerSessionRoutes } from '../sessions/routes.ts';
import { registerSiteRoutes } from '../siteInfo/routes.ts';
import { registerSponsorRoutes } from '../sponsor/routes.ts';
import { registerTaskRoutes } from '../tasks/routes.ts';
import { registerUserCentreRoutes } from '../userCentre/routes.ts';
import { registerVipRoutes } from '../vip/routes.ts';
import { registerHealthRoute } from './healthRoute.ts';
import { registerOpenapiRoute } from './openapiRoute.ts';

/**
 * Every route of the platform API (money routes from the ledger module), the demo venue and its images;
 * `liveEvents.outboxNotices` wake this instance's member event streams.
 */
export async function registerRoutes(
  app: FastifyInstance,
  liveEvents: { outboxNotices: OutboxNotices; heartbeatMs?: number },
): Promise<void> {
  registerSessionRoutes(app);
  registerHandoffRoutes(app);
  registerContactRoutes(app);
  registerSiteRoutes(app);
  registerGameRoutes(app);
  registerSaferPlayRoutes(app);
  registerUserCentreRoutes(app);
  registerVipRoutes(app);
  registerAgentRoutes(app);
  registerContentRoutes(app);
  registerSponsorRoutes(app);
  registerMessageRoutes(app);
  registerSecurityCentreRoutes(app);
  registerTaskRoutes(app);
  registerLiveEventRoutes(app, liveEvents.outboxNotices, liveEvents.heartbeatMs);
  await registerFeedbackRoutes(app);
  await moneyRoutes(app);
  registerDemoVenueRoutes(app);
  registerDemoAssetRoutes(app);
  registerConsoleRoutes(app);
  registerOpenapiRoute(app);
  registerHealthRoute(app);
}

import type { FastifyInstance } from 'fastify';
import { registerDemoAssetRoutes } from '../demoVenue/demoAssetRoutes.ts';
import { registerDemoVenueRoutes } from '../demoVenue/demoVenueRoutes.ts';
import { registerFeedbackRoutes } from '../feedback/routes.ts';
import { registerMessageRoutes } from '../messages/routes.ts';
import { moneyRoutes } from '../money/routes.ts';
import { registerTaskRoutes } from '../tasks/routes.ts';
import { registerContactRoutes } from './contactRoutes.ts';
import { registerContentRoutes } from './contentRoutes.ts';
import { registerGameRoutes } from './gameRoutes.ts';
import { registerMemberRoutes } from './memberRoutes.ts';
import { registerOpenapiRoute } from './openapiRoute.ts';
import { registerSessionRoutes } from './sessionRoutes.ts';
import { registerSiteRoutes } from './siteRoutes.ts';

/** Every route of the platform API (money routes from the ledger module), the demo venue and its images. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  registerSessionRoutes(app);
  registerContactRoutes(app);
  registerSiteRoutes(app);
  registerGameRoutes(app);
  registerMemberRoutes(app);
  registerContentRoutes(app);
  registerMessageRoutes(app);
  registerTaskRoutes(app);
  registerFeedbackRoutes(app);
  await moneyRoutes(app);
  registerDemoVenueRoutes(app);
  registerDemoAssetRoutes(app);
  registerOpenapiRoute(app);
}

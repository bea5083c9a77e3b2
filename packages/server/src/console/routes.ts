import type { FastifyInstance } from 'fastify';
import { registerConsoleActivityRoutes } from './activityRoutes.ts';
import { registerConsoleContentRoutes } from './contentRoutes.ts';
import { registerConsoleMemberActionRoutes } from './memberActionRoutes.ts';
import { registerConsoleReadRoutes } from './memberRoutes.ts';
import { registerConsoleMoneyRoutes } from './moneyRoutes.ts';
import { registerConsoleOperatorRoutes } from './operatorRoutes.ts';
import { OperatorSessionStore } from './operatorSessions.ts';
import { registerConsoleSessionRoutes } from './sessionRoutes.ts';
import { registerSiteConfigRoutes } from './siteConfigRoutes.ts';

/** The operator console's API (`/api/console/v1`, contract consoleEndpoints). */
export function registerConsoleRoutes(app: FastifyInstance): void {
  const sessions = new OperatorSessionStore(app.platform.db, app.platform.clock);
  registerConsoleSessionRoutes(app, sessions);
  registerConsoleMoneyRoutes(app, sessions);
  registerConsoleReadRoutes(app, sessions);
  registerConsoleMemberActionRoutes(app, sessions);
  registerConsoleContentRoutes(app, sessions);
  registerConsoleActivityRoutes(app, sessions);
  registerConsoleOperatorRoutes(app, sessions);
  registerSiteConfigRoutes(app, sessions);
}

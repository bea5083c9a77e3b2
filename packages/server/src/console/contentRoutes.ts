import { consoleEndpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import { switchMaintenance } from './maintenance.ts';
import { maintenanceState } from './maintenanceState.ts';
import { actingOperator } from './operatorAccounts.ts';
import { messageSiteMembers } from './operatorMessages.ts';
import { requireSiteInScope } from './operatorScope.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';

/** A site's content actions: a message to all its members, and maintenance of the site, a venue or a game (switch and state). */
export function registerConsoleContentRoutes(app: FastifyInstance, sessions: OperatorSessionStore): void {
  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleMessageSiteMembers, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    requireSiteInScope(operator, body.siteCode, 'editContent');
    return messageSiteMembers(
      platform.db,
      body.siteCode,
      { title: body.title, content: body.content },
      actingOperator(operator, context.request.id),
    );
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSwitchMaintenance, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    requireSiteInScope(operator, body.siteCode, 'editContent');
    // A venue or game is named by its target; a site is the whole site, so a target there is a mistake.
    if (body.scope !== 'site' && body.target === undefined)
      throw new ApiError('FIELD_REQUIRED', { field: 'target' });
    if (body.scope === 'site' && body.target !== undefined)
      throw new ApiError('FIELD_INVALID', { field: 'target' });
    const switched = await switchMaintenance(
      platform.db,
      platform.events,
      body,
      actingOperator(operator, context.request.id),
      new Date(platform.clock()),
    );
    if (!switched) throw new ApiError('CONSOLE_NOT_FOUND');
    return switched;
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleMaintenanceState, async (context) => {
    requireSiteInScope(signedIn(context), context.query.siteCode, 'editContent');
    return maintenanceState(context.platform.db, context.query.siteCode);
  });
}

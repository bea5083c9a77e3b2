import { consoleEndpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { listAudit } from './auditLog.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import { memberDetailOf, memberRowOf, searchMembers } from './memberLookup.ts';
import { requireSiteInScope, sitesInScope } from './operatorScope.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';

/** Member search and detail, and the audit log: reads, each limited to the operator's sites. */
export function registerConsoleReadRoutes(app: FastifyInstance, sessions: OperatorSessionStore): void {
  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleMemberSearch, async (context) => {
    const operator = signedIn(context);
    const { siteCode, query } = context.query;
    if (siteCode !== undefined) requireSiteInScope(operator, siteCode);
    return searchMembers(context.platform.db, siteCode ? [siteCode] : sitesInScope(operator), query);
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleMemberDetail, async (context) => {
    const operator = signedIn(context);
    const row = await memberRowOf(context.platform.db, context.query.memberId);
    if (!row) throw new ApiError('CONSOLE_NOT_FOUND');
    requireSiteInScope(operator, row.siteCode);
    const { platform } = context;
    const siteLocale = platform.sites.resolve(row.siteCode, undefined).defaultLocale;
    return memberDetailOf(platform.db, row, new Date(platform.clock()), siteLocale);
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleAuditLog, async (context) => {
    const operator = signedIn(context);
    const { siteCode } = context.query;
    if (siteCode !== undefined) requireSiteInScope(operator, siteCode);
    // An admin reads every entry; a site operator its sites' entries (not other operators' sign-ins).
    return listAudit(
      context.platform.db,
      context.query,
      operator.role === 'admin' ? null : sitesInScope(operator),
    );
  });
}

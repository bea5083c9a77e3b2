import type { OperatorPermission } from '@platform/contract';
import { ApiError } from '../errors/apiError.ts';
import type { SignedInOperator } from './operatorAccounts.ts';

/**
 * Scope enforcement at the API (issue 24): a site outside the operator's scope answers CONSOLE_NOT_FOUND, the
 * same as a request, member or site that does not exist, so nothing of another site leaks, not even that a
 * request id is real. Inside the scope, an action the role does not allow is CONSOLE_PERMISSION_DENIED. A list
 * of permissions is "any of these" (composing a site's pages: editContent or publishSite).
 */
export function requireSiteInScope(
  operator: SignedInOperator,
  siteCode: string,
  permission?: OperatorPermission | readonly OperatorPermission[],
): void {
  const permissions = operator.sites.get(siteCode);
  if (!permissions) throw new ApiError('CONSOLE_NOT_FOUND');
  if (permission === undefined) return;
  const anyOf: readonly OperatorPermission[] = typeof permission === 'string' ? [permission] : permission;
  if (!anyOf.some((allowed) => permissions.includes(allowed)))
    throw new ApiError('CONSOLE_PERMISSION_DENIED');
}

/** The site codes the operator may read, for queries over several sites (member search, audit log). */
export function sitesInScope(operator: SignedInOperator): string[] {
  return [...operator.sites.keys()];
}

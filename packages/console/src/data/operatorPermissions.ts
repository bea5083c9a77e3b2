import type { OperatorPermission } from '@platform/contract';

/**
 * Whether the operator holds `permission` on `siteCode`, as the session lists it (an admin's list is every site
 * with every permission). The console offers an action only then; the server checks again on every call.
 */
export function operatorMay(
  operator: { readonly sites: readonly { siteCode: string; permissions: readonly OperatorPermission[] }[] },
  siteCode: string,
  permission: OperatorPermission,
): boolean {
  return operator.sites.some((site) => site.siteCode === siteCode && site.permissions.includes(permission));
}

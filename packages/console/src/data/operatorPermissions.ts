import type { OperatorPermission } from '@platform/contract';

/**
 * Whether the operator holds `permission` on `siteCode` (or, for a list, any one of them: composing a site's pages
 * is `editContent` or `publishSite`), as the session lists it (an admin's list is every site with every permission).
 * The console offers an action only then; the server checks again on every call.
 */
export function operatorMay(
  operator: { readonly sites: readonly { siteCode: string; permissions: readonly OperatorPermission[] }[] },
  siteCode: string,
  permission: OperatorPermission | readonly OperatorPermission[],
): boolean {
  const wanted: readonly OperatorPermission[] = typeof permission === 'string' ? [permission] : permission;
  return operator.sites.some(
    (site) => site.siteCode === siteCode && wanted.some((one) => site.permissions.includes(one)),
  );
}

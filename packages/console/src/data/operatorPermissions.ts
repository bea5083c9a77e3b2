import type { OperatorPermission } from '@platform/contract';
import type { SignedInOperator } from '../layout/signedInOperator.ts';

/**
 * Whether the operator holds `permission` on `siteCode`, as the session lists it (an admin's list is every site
 * with every permission). The console offers an action only then; the server checks again on every call.
 */
export function operatorMay(
  operator: SignedInOperator,
  siteCode: string,
  permission: OperatorPermission,
): boolean {
  return operator.sites.some((site) => site.siteCode === siteCode && site.permissions.includes(permission));
}

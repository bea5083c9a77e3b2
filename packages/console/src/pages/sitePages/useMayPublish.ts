import { operatorMay } from '../../data/operatorPermissions.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';

/**
 * Whether the signed-in operator may publish the site (publishSite): a composer with editContent alone edits and
 * saves the draft, and is offered no publish, version note, rollback or taking another operator's draft.
 */
export function useMayPublish(siteCode: string): boolean {
  return operatorMay(useSignedInOperator(), siteCode, 'publishSite');
}

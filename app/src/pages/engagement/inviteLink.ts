import { routePaths } from '@platform/domain';

/**
 * The link a member shares: the registration page on the host they are using (the API's `url` names the site's
 * first production host, which a member on another of the site's hosts, or a test server, cannot open), carrying
 * the invite code as `i_code` (spec §3), which registration reads.
 */
export function inviteLinkFor(origin: string, inviteCode: string): string {
  const link = new URL(routePaths.register, origin);
  link.searchParams.set('i_code', inviteCode);
  return link.toString();
}

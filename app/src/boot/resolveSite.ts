import { DEFAULT_SITE_CODE, isSiteCode, type SiteCode, siteCodeForHost } from '@platform/site-config';

export type SiteResolution = {
  code: SiteCode;
  /** False when the page's host belongs to no site: the domain-hijack notice is shown (spec §8). */
  hostKnown: boolean;
};

const siteQueryParameter = 'site';

/**
 * Which site this page is, decided at run time so one build serves every site: the host map of the site configs
 * (plus `<code>.localhost`), `?site=<code>` when `allowQueryOverride` (development and tests only), else the default.
 */
export function resolveSite(
  location: Pick<Location, 'host' | 'search'>,
  { allowQueryOverride }: { allowQueryOverride: boolean },
): SiteResolution {
  const requested = new URLSearchParams(location.search).get(siteQueryParameter);
  if (allowQueryOverride && isSiteCode(requested)) return { code: requested, hostKnown: true };
  const byHost = siteCodeForHost(location.host);
  return byHost === undefined
    ? { code: DEFAULT_SITE_CODE, hostKnown: false }
    : { code: byHost, hostKnown: true };
}

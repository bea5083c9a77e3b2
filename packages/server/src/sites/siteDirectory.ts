import { isLocale, type Locale } from '@platform/domain';
import { type SiteCode, type SiteConfig, siteCodeForHost } from '@platform/site-config';

/** A site as the server sees it: the validated config plus its code and language in the domain's types. */
export interface Site {
  code: SiteCode;
  defaultLocale: Locale;
  hosts: readonly string[];
  config: SiteConfig;
}

export interface SiteDirectory {
  all: readonly Site[];
  /** `site_code` header when it names a site, else the Host header through the sites' hosts, else hgty. */
  resolve(siteCodeHeader: string | undefined, hostHeader: string | undefined): Site;
  byCode(code: string): Site | undefined;
}

export function createSiteDirectory(sites: readonly Site[]): SiteDirectory {
  const byCode = new Map(sites.map((site) => [site.code as string, site]));
  const byHost = new Map<string, Site>();
  for (const site of sites) for (const host of site.hosts) byHost.set(host.toLowerCase(), site);
  const fallback = byCode.get('hgty') ?? sites[0];
  if (!fallback) throw new Error('No site configured');
  return {
    all: sites,
    byCode: (code) => byCode.get(code),
    resolve(siteCodeHeader, hostHeader) {
      if (siteCodeHeader) {
        const site = byCode.get(siteCodeHeader);
        if (site) return site;
      }
      if (hostHeader) {
        // The Host header may carry a port; the configs list bare host names.
        const host = hostHeader.toLowerCase().replace(/:\d+$/, '');
        // A listed host, else `<code>.localhost` (local use of any site; site-config owns that rule).
        const site = byHost.get(host) ?? byCode.get(siteCodeForHost(host) ?? '');
        if (site) return site;
      }
      return fallback;
    },
  };
}

export function localeOrDefault(value: string | undefined, site: Site): Locale {
  return value && isLocale(value) ? value : site.defaultLocale;
}

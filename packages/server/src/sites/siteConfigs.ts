import { isLocale } from '@platform/domain';
import { type SiteConfig, siteConfigs } from '@platform/site-config';
import { createSiteDirectory, isSiteCode, type Site, type SiteDirectory } from './siteDirectory.ts';

export function siteFromConfig(config: SiteConfig): Site {
  if (!isSiteCode(config.code))
    throw new Error(`Site config "${config.code}" is not one of the known site codes`);
  if (!isLocale(config.defaultLanguage))
    throw new Error(`Site "${config.code}" has an unsupported default language`);
  return { code: config.code, defaultLocale: config.defaultLanguage, hosts: config.hosts, config };
}

/** The five sites of `site-configs/`, validated by @platform/site-config. */
export function defaultSiteDirectory(): SiteDirectory {
  return createSiteDirectory(Object.values(siteConfigs).map(siteFromConfig));
}

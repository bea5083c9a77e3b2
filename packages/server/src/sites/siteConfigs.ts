import { fileURLToPath } from 'node:url';
import { type SiteConfig, siteConfigs } from '@platform/site-config';
import { createSiteDirectory, type Site, type SiteDirectory } from './siteDirectory.ts';

export function siteFromConfig(config: SiteConfig): Site {
  return { code: config.code, defaultLocale: config.defaultLanguage, hosts: config.hosts, config };
}

/** The sites of these validated configs. */
export function siteDirectoryFromConfigs(configs: readonly SiteConfig[]): SiteDirectory {
  return createSiteDirectory(configs.map(siteFromConfig));
}

/** Every site of `site-configs/`, validated by @platform/site-config. */
export function defaultSiteDirectory(): SiteDirectory {
  return siteDirectoryFromConfigs(Object.values(siteConfigs));
}

/** `site-configs/assets`, served at `SITE_ASSET_URL_PREFIX` (each site's logo, banners and currency icon). */
export const defaultSiteAssetsDirectory = fileURLToPath(
  new URL('../../../../site-configs/assets', import.meta.url),
);

import { siteConfigFiles } from './generated/siteConfigFiles.ts';
import { siteCodes } from './generated/siteIndex.ts';
import type { SiteCode, SiteConfig } from './schema/siteConfigSchema.ts';
import { unknownSiteCode } from './siteList.ts';
import { parseSiteConfig } from './validation/validateSiteConfig.ts';

type ListedSiteCode = (typeof siteCodes)[number];

/**
 * Every site of site-configs/, validated when this module loads: a broken config fails at import, not on a member's
 * screen. For Node and tests, which need all sites at once; the app loads one site with `loadSiteConfig`. Keyed by
 * the generated codes, so `siteConfigs.hgty` type-checks; look up a run-time code with `requireSiteConfig`.
 */
export const siteConfigs = Object.fromEntries(
  siteCodes.map((code) => [code, parseSiteConfig(`${code}.json`, siteConfigFiles[code])]),
) as Readonly<Record<ListedSiteCode, SiteConfig>>;

/** The config of a listed site; throws for a code no file in site-configs/ has. */
export function requireSiteConfig(code: SiteCode): SiteConfig {
  if (!Object.hasOwn(siteConfigs, code)) throw unknownSiteCode(code);
  return siteConfigs[code as ListedSiteCode];
}

import type { SiteCode } from '@platform/domain';
// Static JSON imports keep this module browser-safe (no node:fs) and let bundlers inline the configs.
import betwin from '../../../site-configs/betwin.json' with { type: 'json' };
import blty from '../../../site-configs/blty.json' with { type: 'json' };
import by from '../../../site-configs/by.json' with { type: 'json' };
import hgty from '../../../site-configs/hgty.json' with { type: 'json' };
import hgtyc from '../../../site-configs/hgtyc.json' with { type: 'json' };
import type { SiteConfig } from './schema/siteConfigSchema.ts';
import { loadSiteConfig } from './validation/validateSiteConfig.ts';

/** All five sites, validated when this module loads: a broken config fails at import, not on a member's screen. */
export const siteConfigs: Readonly<Record<SiteCode, SiteConfig>> = {
  hgty: loadSiteConfig('hgty.json', hgty),
  hgtyc: loadSiteConfig('hgtyc.json', hgtyc),
  blty: loadSiteConfig('blty.json', blty),
  by: loadSiteConfig('by.json', by),
  betwin: loadSiteConfig('betwin.json', betwin),
};

/** The build's default site (spec §1: the build is fixed to the hgty variant). */
export const DEFAULT_SITE_CODE: SiteCode = 'hgty';

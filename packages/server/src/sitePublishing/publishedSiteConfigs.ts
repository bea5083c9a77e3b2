import type { SiteConfig } from '@platform/site-config';
import type { MoneyExecutor } from '../ledger/executor.ts';
import type { Site } from '../sites/siteDirectory.ts';
import { checkSiteConfig } from './configProblems.ts';
import { publishedVersionOf, versionConfig } from './siteConfigVersions.ts';

export interface PublishedSiteConfig {
  version: number;
  config: SiteConfig;
}

export interface PublishedSiteConfigs {
  /**
   * The site's published config now: its version is read per call (one row by primary key), so a publish through
   * any instance is served by every instance from the next page load on, with no notification to miss; the
   * config of the published version, which never changes, is kept until another is published. null when the site
   * has no version, or its version no longer validates (the caller serves the build's config).
   */
  of(site: Site): Promise<PublishedSiteConfig | null>;
}

/**
 * Published configs for member pages. A stored version is validated again when first read, so a config stored under
 * an older schema is migrated like a file; one that no longer validates (a new rule) is logged and the build's
 * config served instead of a broken page.
 */
export function publishedSiteConfigs(
  database: MoneyExecutor,
  log: { error(message: string): void },
): PublishedSiteConfigs {
  // Per site, the last published version read and its config (null: it does not validate).
  const current = new Map<string, { version: number; config: SiteConfig | null }>();
  return {
    async of(site) {
      const version = await publishedVersionOf(database, site.code);
      if (version === null) return null;
      let known = current.get(site.code);
      if (known?.version !== version) {
        const checked = checkSiteConfig(site.code, await versionConfig(database, site.code, version));
        if (!checked.ok)
          log.error(
            `site ${site.code} version ${version} no longer validates (${checked.problems.map((problem) => problem.path).join(', ')}); serving the build's config`,
          );
        known = { version, config: checked.ok ? checked.config : null };
        current.set(site.code, known);
      }
      return known.config === null ? null : { version, config: known.config };
    },
  };
}

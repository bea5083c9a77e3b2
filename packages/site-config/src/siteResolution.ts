import type { SiteConfig } from './schema/siteConfigSchema.ts';

type StatisticsScript = { kind: 'cnzz' | 'la51'; id: string } | { url: string; platform_ck: string };

/**
 * The site serving `host` (port ignored, case-insensitive), or `fallback` when no config lists it:
 * the server's Host-header resolution for sites that send no site_code header.
 */
export function siteConfigForHost(
  configs: readonly SiteConfig[],
  host: string,
  fallback: SiteConfig,
): SiteConfig {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  return (
    configs.find((config) => config.hosts.some((listed) => listed.replace(/:\d+$/, '') === hostname)) ??
    fallback
  );
}

/**
 * The statistics script(s) to inject on `host`: from `scriptsList`, the host's own entry or `default`;
 * from the list shape, every entry (the list is not keyed by host).
 */
export function statisticsScriptsForHost(config: SiteConfig, host: string): StatisticsScript[] {
  if (Array.isArray(config.statistics)) return config.statistics;
  const byHost: Record<string, { kind: 'cnzz' | 'la51'; id: string }> = config.statistics.scriptsList;
  return [byHost[host.toLowerCase()] ?? config.statistics.scriptsList.default];
}

import type { SiteConfig } from './schema/siteConfigSchema.ts';

type StatisticsScript = { kind: 'cnzz' | 'la51'; id: string } | { url: string; platform_ck: string };

/**
 * The statistics script(s) to inject on `host`: from `scriptsList`, the host's own entry or `default`;
 * from the list shape, every entry (the list is not keyed by host).
 */
export function statisticsScriptsForHost(config: SiteConfig, host: string): StatisticsScript[] {
  if (Array.isArray(config.statistics)) return config.statistics;
  const byHost: Record<string, { kind: 'cnzz' | 'la51'; id: string }> = config.statistics.scriptsList;
  return [byHost[host.toLowerCase()] ?? config.statistics.scriptsList.default];
}

import type { SiteConfig } from './schema/siteConfigSchema.ts';

export type StatisticsScript = { kind: 'cnzz' | 'la51'; id: string } | { url: string; platform_ck: string };

/**
 * The statistics script(s) to inject on `host`: from `scriptsList`, the host's own entry or `default`;
 * from the list shape, every entry (the list is not keyed by host).
 */
export function statisticsScriptsForHost(config: SiteConfig, host: string): StatisticsScript[] {
  if (Array.isArray(config.statistics)) return config.statistics;
  const byHost: Record<string, { kind: 'cnzz' | 'la51'; id: string }> = config.statistics.scriptsList;
  return [byHost[host.toLowerCase()] ?? config.statistics.scriptsList.default];
}

/**
 * The address of a statistics script: the list shape names it; the `scriptsList` shape names one of the two
 * third-party services and the site's account there, whose tag URLs those services fix. The app injects this
 * address and the server's CSP allows its origin, so both read it from here.
 */
export function statisticsScriptUrl(script: StatisticsScript): string {
  if ('url' in script) return script.url;
  const account = encodeURIComponent(script.id);
  switch (script.kind) {
    case 'cnzz':
      return `https://s4.cnzz.com/z_stat.php?id=${account}&web_id=${account}`;
    case 'la51':
      return `https://js.users.51.la/${account}.js`;
    default:
      return script.kind satisfies never;
  }
}

/** Every statistics script address a site may inject on any of its hosts (the CSP's script origins). */
export function allStatisticsScriptUrls(config: SiteConfig): string[] {
  const scripts = Array.isArray(config.statistics)
    ? config.statistics
    : Object.values(config.statistics.scriptsList);
  return scripts.map(statisticsScriptUrl);
}

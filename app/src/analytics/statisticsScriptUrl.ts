import type { statisticsScriptsForHost } from '@platform/site-config';

export type StatisticsScript = ReturnType<typeof statisticsScriptsForHost>[number];

/**
 * The address of a statistics script: the list shape names it; the `scriptsList` shape names one of the two
 * third-party services and the site's account there, whose tag URLs are fixed by those services.
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

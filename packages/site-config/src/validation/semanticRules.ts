import { isLocale, locales } from '@platform/domain';
import type { SiteConfigShape as SiteConfig } from '../schema/siteConfigSchema.ts';
import { parseCssColor } from './cssColor.ts';
import { describeFound } from './jsonPath.ts';
import type { SchemaIssue } from './schemaIssues.ts';
import { contrastShortfalls, MINIMUM_TEXT_CONTRAST, type ThemeColorName } from './themeContrast.ts';

function colorIssues(config: SiteConfig): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  for (const [name, text] of Object.entries(config.theme.colors) as [ThemeColorName, string][]) {
    if (!parseCssColor(text))
      issues.push({
        pointer: `/theme/colors/${name}`,
        expected: 'a CSS colour with channels 0-255 and alpha 0-1',
        found: describeFound(text),
      });
  }
  if (issues.length > 0) return issues;
  const { colors } = config.theme;
  return contrastShortfalls(config.theme).map(({ foreground, background, ratio }) => ({
    pointer: `/theme/colors/${foreground}`,
    expected: `contrast of at least ${MINIMUM_TEXT_CONTRAST}:1 against ${background} ${colors[background]}`,
    found: `${ratio.toFixed(2)}:1 (${colors[foreground]})`,
  }));
}

/** Smallest comfortable touch target (WCAG 2.5.5 / platform guidelines). */
export const MINIMUM_CONTROL_HEIGHT_PX = 44;

function controlHeightIssues(config: SiteConfig): SchemaIssue[] {
  const pixels = Number.parseFloat(config.theme.controlHeight);
  return pixels >= MINIMUM_CONTROL_HEIGHT_PX
    ? []
    : [
        {
          pointer: '/theme/controlHeight',
          expected: `at least ${MINIMUM_CONTROL_HEIGHT_PX}px (a touch target)`,
          found: describeFound(config.theme.controlHeight),
        },
      ];
}

function duplicateIssues(pointer: string, values: readonly (string | number)[], what: string): SchemaIssue[] {
  const seen = new Set<string | number>();
  const issues: SchemaIssue[] = [];
  values.forEach((value, index) => {
    if (seen.has(value))
      issues.push({
        pointer: `${pointer}/${index}`,
        expected: `each ${what} only once`,
        found: `a second ${describeFound(value)}`,
      });
    seen.add(value);
  });
  return issues;
}

function languageIssues(config: SiteConfig): SchemaIssue[] {
  return isLocale(config.defaultLanguage)
    ? []
    : [
        {
          pointer: '/defaultLanguage',
          expected: `a language we have a message catalog for (${locales.join(', ')})`,
          found: describeFound(config.defaultLanguage),
        },
      ];
}

function timeZoneIssues(config: SiteConfig): SchemaIssue[] {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: config.timeZone });
    return [];
  } catch {
    return [
      {
        pointer: '/timeZone',
        expected: 'an IANA time zone such as "Asia/Shanghai"',
        found: describeFound(config.timeZone),
      },
    ];
  }
}

/** The recommended-matches home block needs the site's flag (spec §6 turns it on for hgty and hgtyc). */
function recommendedMatchIssues(config: SiteConfig): SchemaIssue[] {
  if (config.features.recommendedMatches) return [];
  return config.home.flatMap((block, index) =>
    block.type === 'recommendedMatches'
      ? [
          {
            pointer: `/home/${index}/type`,
            expected: 'a block other than recommendedMatches (features.recommendedMatches is false)',
            found: '"recommendedMatches"',
          },
        ]
      : [],
  );
}

/** Per-host statistics scripts must name a host the site is actually served on. */
function statisticsHostIssues(config: SiteConfig): SchemaIssue[] {
  if (Array.isArray(config.statistics)) return [];
  return Object.keys(config.statistics.scriptsList)
    .filter((host) => host !== 'default' && !config.hosts.includes(host))
    .map((host) => ({
      pointer: `/statistics/scriptsList/${host}`,
      expected: `"default" or one of the site's hosts (${config.hosts.join(', ')})`,
      found: describeFound(host),
    }));
}

/**
 * The reality-check intervals a member picks from are listed in ascending order (the picker shows them as given),
 * and a member who picked none gets one of them or "off" (0): an interval outside the list would be one the member
 * can neither see selected nor pick again. The schema already keeps the list non-empty and free of repeats.
 */
function realityCheckIssues(config: SiteConfig): SchemaIssue[] {
  const realityCheck = config.saferPlay?.realityCheck;
  if (!realityCheck) return [];
  const choices = realityCheck.intervalChoicesMinutes;
  const issues: SchemaIssue[] = [];
  const unsorted = choices.findIndex((minutes, index) => index > 0 && minutes <= (choices[index - 1] ?? 0));
  if (unsorted > 0)
    issues.push({
      pointer: `/saferPlay/realityCheck/intervalChoicesMinutes/${unsorted}`,
      expected: `minutes above the one before (${choices[unsorted - 1]}): the choices in ascending order`,
      found: describeFound(choices[unsorted]),
    });
  if (realityCheck.defaultMinutes !== 0 && !choices.includes(realityCheck.defaultMinutes))
    issues.push({
      pointer: '/saferPlay/realityCheck/defaultMinutes',
      expected: `0 (off) or one of intervalChoicesMinutes (${choices.join(', ')})`,
      found: describeFound(realityCheck.defaultMinutes),
    });
  return issues;
}

/** Rules a JSON Schema cannot express. Runs only on a config that already matches the schema. */
export function semanticIssues(config: SiteConfig): SchemaIssue[] {
  return [
    ...colorIssues(config),
    ...controlHeightIssues(config),
    ...duplicateIssues('/enabledGameIds', config.enabledGameIds, 'game id'),
    ...duplicateIssues('/enabledPaymentIds', config.enabledPaymentIds, 'payment id'),
    ...duplicateIssues('/hosts', config.hosts, 'host'),
    ...duplicateIssues(
      '/tabBar',
      config.tabBar.map((tab) => tab.path),
      'tab path',
    ),
    ...languageIssues(config),
    ...timeZoneIssues(config),
    ...recommendedMatchIssues(config),
    ...statisticsHostIssues(config),
    ...realityCheckIssues(config),
  ];
}

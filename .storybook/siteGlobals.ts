import type { Locale } from '../packages/ui/src/i18n/index.ts';
import type { SiteCode } from '../packages/ui/src/theme/index.ts';

export const siteCodes = ['hgty', 'hgtyc', 'blty', 'by', 'betwin'] as const satisfies readonly SiteCode[];

/** `siteDefault` follows the selected site's default language (by: zh-HK, betwin: en-US, others zh-CN). */
export const localeChoices = ['siteDefault', 'zh-CN', 'zh-HK', 'en-US'] as const satisfies readonly (
  | Locale
  | 'siteDefault'
)[];

export type LocaleChoice = (typeof localeChoices)[number];

export const isSiteCode = (value: unknown): value is SiteCode =>
  typeof value === 'string' && (siteCodes as readonly string[]).includes(value);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' &&
  value !== 'siteDefault' &&
  (localeChoices as readonly string[]).includes(value);

import { isLocale, type Locale } from '@platform/domain';

export { isSiteCode, siteCodes } from '@platform/site-config';
export { defaultStorySite, everySiteTag } from './storySites.ts';

/** `siteDefault` follows the selected site's default language (by: zh-HK, betwin: en-US, others zh-CN). */
export const localeChoices = ['siteDefault', 'zh-CN', 'zh-HK', 'en-US'] as const satisfies readonly (
  | Locale
  | 'siteDefault'
)[];

export const localeFromGlobal = (value: unknown): Locale | undefined =>
  typeof value === 'string' && isLocale(value) ? value : undefined;

import { isLocale, type Locale, SITE_CODES, type SiteCode } from '@platform/domain';

export { SITE_CODES as siteCodes } from '@platform/domain';

/** `siteDefault` follows the selected site's default language (by: zh-HK, betwin: en-US, others zh-CN). */
export const localeChoices = ['siteDefault', 'zh-CN', 'zh-HK', 'en-US'] as const satisfies readonly (
  | Locale
  | 'siteDefault'
)[];

export const isSiteCode = (value: unknown): value is SiteCode =>
  typeof value === 'string' && (SITE_CODES as readonly string[]).includes(value);

export const localeFromGlobal = (value: unknown): Locale | undefined =>
  typeof value === 'string' && isLocale(value) ? value : undefined;

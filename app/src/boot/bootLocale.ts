import { isLocale, type Locale } from '@platform/domain';

/** The interface is Chinese unless the browser asks for one of our other languages (spec §1). */
const fallbackLocale: Locale = 'zh-CN';

/**
 * The language of what boot shows before a site config exists (the load-failure screen): the first of the
 * browser's languages we ship, matching `zh-TW`/`zh-HK` to Traditional and any `en` to English.
 */
export function bootLocale(browserLanguages: readonly string[]): Locale {
  for (const language of browserLanguages) {
    if (isLocale(language)) return language;
    const lower = language.toLowerCase();
    if (lower.startsWith('zh-hant') || lower === 'zh-tw' || lower === 'zh-mo') return 'zh-HK';
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
  }
  return fallbackLocale;
}

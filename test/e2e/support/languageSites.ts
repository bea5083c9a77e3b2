import type { Locale } from '@platform/domain';

/** One site per language for the sweeps that render every page of an area in each language the product ships. */
export const languageSites: readonly (readonly [site: string, locale: Locale])[] = [
  ['blty', 'zh-CN'],
  ['by', 'zh-HK'],
  ['betwin', 'en-US'],
];

/** The languages we ship a message catalog for. Site configs may only default to one of these. */
export const locales = ['zh-CN', 'zh-HK', 'en-US'] as const;

export type Locale = (typeof locales)[number];

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

// TEMPORARY local copy until @platform/domain exports `Locale` and `locales`; then re-export them.
export const locales = ['zh-CN', 'zh-HK', 'en-US'] as const;
export type Locale = (typeof locales)[number];

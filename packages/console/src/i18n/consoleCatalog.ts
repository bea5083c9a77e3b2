import type { Locale } from '@platform/domain';
import type { CatalogArea, LanguageModule } from '@platform/ui';
import type { ConsoleStrings } from './consoleStrings.ts';

/** The console's languages (issue 24: zh-CN and en-US); the member app's other languages are not offered here. */
export const consoleLocales = ['zh-CN', 'en-US'] as const satisfies readonly Locale[];
export type ConsoleLocale = (typeof consoleLocales)[number];

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return typeof value === 'string' && (consoleLocales as readonly string[]).includes(value);
}

export const consoleLanguages: { readonly [locale in ConsoleLocale]: LanguageModule<ConsoleStrings> } = {
  'zh-CN': () => import('./languages/zh-CN.ts'),
  'en-US': () => import('./languages/en-US.ts'),
};

/**
 * The console's catalog area, read with the design system's `useMessages` like every other area. Only the console's
 * languages load; asking for another is a programming error, since the language switch offers only these.
 */
export const consoleCatalog: CatalogArea<ConsoleStrings> = {
  name: 'console',
  load: async (locale) => {
    if (!isConsoleLocale(locale)) throw new Error(`The console has no ${locale} catalog`);
    return (await consoleLanguages[locale]()).default;
  },
};

/** Each language by its own name (an endonym), the same whatever the console's current language. */
export const consoleLanguageNames: { readonly [locale in ConsoleLocale]: string } = {
  'zh-CN': '简体中文',
  'en-US': 'English',
};

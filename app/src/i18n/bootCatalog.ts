import { type Locale, locales } from '@platform/domain';
import enUS from './boot/en-US.ts';
import zhCN from './boot/zh-CN.ts';
import zhHK from './boot/zh-HK.ts';

/** The boot failure screen's words: shown before any site config is available (see bootLocale.ts). */
export type BootStrings = { configFailedTitle: string; configFailedBody: string; retry: string };

/**
 * The languages members read are in the boot bundle, unlike the other areas: this screen appears when the network
 * failed, so their words cannot wait for a language chunk. Three short strings per language.
 */
const bootBundleStrings: Record<Exclude<Locale, 'en-XA'>, BootStrings> = {
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'en-US': enUS,
};

/**
 * The boot failure screen's words in `locale`. The pseudo-locale's (a test language) are generated from en-US by
 * the pseudo-localiser, which is loaded with them only when asked for: in the boot bundle it cost 0.5 KB gzip of
 * every member's first load (issue 20's budget). If that load fails too, the screen speaks English.
 */
export async function bootStringsIn(locale: Locale): Promise<BootStrings> {
  if (locale !== 'en-XA') return bootBundleStrings[locale];
  return import('./boot/en-XA.ts').then(
    (module) => module.default,
    () => enUS,
  );
}

/** Every language's boot strings, for the catalog checks. */
export async function everyBootLanguage(): Promise<Record<Locale, BootStrings>> {
  const entries = await Promise.all(locales.map(async (locale) => [locale, await bootStringsIn(locale)]));
  return Object.fromEntries(entries);
}

import type { Locale } from '@platform/domain';
import enUS from './boot/en-US.ts';
import enXA from './boot/en-XA.ts';
import zhCN from './boot/zh-CN.ts';
import zhHK from './boot/zh-HK.ts';

/** The boot failure screen's words: shown before any site config is available (see bootLocale.ts). */
export type BootStrings = { configFailedTitle: string; configFailedBody: string; retry: string };

/**
 * Every language in the boot bundle, unlike the other areas: this screen appears when the network failed, so its
 * words cannot wait for a language chunk. Three short strings per language.
 */
export const bootStrings: Record<Locale, BootStrings> = {
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'en-US': enUS,
  'en-XA': enXA,
};

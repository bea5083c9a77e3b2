import type { Locale } from '@platform/domain';
import enUS from './languages/en-US.ts';
import enXA from './languages/en-XA.ts';
import zhCN from './languages/zh-CN.ts';
import zhHK from './languages/zh-HK.ts';
import type { ServerStrings } from './serverStrings.ts';

/** Every language's server words: a language the domain ships without its file here is a compile error. */
export const serverCatalog: Readonly<Record<Locale, ServerStrings>> = {
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'en-US': enUS,
  'en-XA': enXA,
};

/** The server's words in the member's language (the request's `lang`, else the site's). */
export function serverText(locale: Locale): ServerStrings {
  return serverCatalog[locale];
}

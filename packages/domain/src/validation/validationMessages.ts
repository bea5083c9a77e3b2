import type { Locale } from '../locale.ts';
import enUS from './languages/en-US.ts';
import enXA from './languages/en-XA.ts';
import zhCN from './languages/zh-CN.ts';
import zhHK from './languages/zh-HK.ts';
import type { ValidationCode } from './validationCodes.ts';

/**
 * Each language's validation messages, one file per language in `languages/`: imported eagerly, because the
 * server and the client's forms check input synchronously. Typed by `Locale`, so a language without a file is a
 * compile error; each file is typed by `ValidationCode`, so a missing message is one too.
 */
const messages: Record<Locale, Record<ValidationCode, string>> = {
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'en-US': enUS,
  'en-XA': enXA,
};

/** The member-facing text for a validation failure, in the member's language. */
export function validationMessage(code: ValidationCode, locale: Locale): string {
  return messages[locale][code];
}

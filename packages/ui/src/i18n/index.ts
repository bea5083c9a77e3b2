export { type ComponentMessages, LocaleProvider, useLocale, useMessages } from './LocaleProvider.tsx';
export { type Locale, locales } from './locale.ts';

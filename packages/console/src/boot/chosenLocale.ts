import { type ConsoleLocale, isConsoleLocale } from '../i18n/consoleCatalog.ts';

const STORAGE_KEY = 'console.locale';

/** The operator's language: the one chosen before on this browser, else Chinese unless the browser prefers English. */
export function chosenLocale(
  storage: Pick<Storage, 'getItem'>,
  browserLanguages: readonly string[],
): ConsoleLocale {
  const stored = storage.getItem(STORAGE_KEY);
  if (isConsoleLocale(stored)) return stored;
  return browserLanguages[0]?.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

export function rememberLocale(storage: Pick<Storage, 'setItem'>, locale: ConsoleLocale): void {
  storage.setItem(STORAGE_KEY, locale);
}

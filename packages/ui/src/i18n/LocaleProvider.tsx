import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from './locale.ts';

const LocaleContext = createContext<Locale | null>(null);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <div lang={locale} style={{ display: 'contents' }}>
        {children}
      </div>
    </LocaleContext.Provider>
  );
}

/** The member's language. Components take their own strings from their `<Name>.messages.ts`. */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (locale === null) {
    throw new Error('useLocale() needs a <LocaleProvider> above it');
  }
  return locale;
}

/**
 * A component's strings in every language, as `<Name>.messages.ts` exports them. Typing the record
 * by `Locale` makes a missing translation a compile error.
 */
export type ComponentMessages<Strings> = Record<Locale, Strings>;

/** The strings of `messages` in the current language. */
export function useMessages<Strings>(messages: ComponentMessages<Strings>): Strings {
  return messages[useLocale()];
}

import type { Locale } from './locale.ts';

/**
 * One language module of an area: a dynamic `import()` of `languages/<locale>.ts`, so a bundler gives each language
 * its own chunk and a page load fetches only the language its site uses.
 */
export type LanguageModule<Strings> = () => Promise<{ default: Strings }>;

/**
 * A catalog area (ui, app, …): every string one package shows, in one file per language. Typing the modules by
 * `Locale` makes a language without a file in some area a compile error; typing each file by the area's strings
 * (`satisfies`) makes a missing key one.
 */
export type CatalogArea<Strings> = {
  readonly name: string;
  readonly load: (locale: Locale) => Promise<Strings>;
};

export function defineCatalogArea<Strings>(
  name: string,
  languages: { readonly [language in Locale]: LanguageModule<Strings> },
): CatalogArea<Strings> {
  return {
    name,
    load: async (locale) => (await languages[locale]()).default,
  };
}

/** The languages we ship a message catalog for. Site configs may only default to one of these. */
export const locales = ['zh-CN', 'zh-HK', 'en-US', 'en-XA'] as const;

export type Locale = (typeof locales)[number];

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/**
 * The languages operator content is written in: a site config's texts (its name, legal footer, banners) and the
 * server's seeded content. Catalogs are the product's words; content is the operator's, so a language we ship may
 * read another's content until an operator writes its own.
 */
export const contentLocales = ['zh-CN', 'zh-HK', 'en-US'] as const;

export type ContentLocale = (typeof contentLocales)[number];

const contentLocaleOf: Record<Locale, ContentLocale> = {
  'zh-CN': 'zh-CN',
  'zh-HK': 'zh-HK',
  'en-US': 'en-US',
  'en-XA': 'en-US',
};

/** The language of the operator content a member of `locale` reads. */
export function contentLocale(locale: Locale): ContentLocale {
  return contentLocaleOf[locale];
}

/**
 * Intl formatters, made once per locale and options and kept. Constructing one costs about as much as rendering a
 * card (a fraction of a millisecond on a desktop, several on a phone), so a list that made one per row and render
 * spent most of its render time here: the home's recommended matches were most of its hydration's main-thread time
 * (issue 20). Formatters are immutable, so sharing them is safe.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<Format>(
  formats: Map<string, Format>,
  locale: string,
  options: object,
  make: () => Format,
): Format {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

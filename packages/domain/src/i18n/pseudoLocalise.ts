/**
 * The pseudo-locale `en-XA`: English with every letter accented, about 35% longer and wrapped in ⟦ ⟧, so a test can
 * tell a translated string from one that escaped the catalogs (no markers) and a layout that cannot take longer
 * languages (clipped or overflowing text). Generated from en-US, it needs no translator.
 */

const accented: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

export const pseudoStart = '⟦';
export const pseudoEnd = '⟧';

/** Filler that makes a string about 35% longer, as German or Russian would. */
const padding = '·ẋẋẋẋẋẋẋẋẋẋẋẋẋẋẋẋẋẋẋẋẋẋ';

/** A tag or an entity: markup that some catalog strings carry (the server's notices are HTML), never accented. */
const markup = /(<[^>]*>|&[a-zA-Z0-9#]+;)/;

const accentLetters = (text: string) =>
  [...text].map((character) => accented[character] ?? character).join('');

/** Every letter accented, except inside markup (`<p>` must stay a paragraph, `&amp;` an ampersand). */
const accent = (text: string) =>
  text
    .split(markup)
    .map((piece, index) => (index % 2 === 1 ? piece : accentLetters(piece)))
    .join('');

/** `body` (already accented) in markers, lengthened by 35% of the original's length. */
function wrapped(body: string, originalLength: number): string {
  const extra = Math.ceil(originalLength * 0.35);
  return `${pseudoStart}${body}${extra > 1 ? padding.slice(0, extra) : ''}${pseudoEnd}`;
}

export function pseudoLocaliseText(text: string): string {
  return text.trim() === '' ? text : wrapped(accent(text), text.length);
}

/**
 * A whole catalog in the pseudo-locale, same shape as the one given: strings are pseudo-localised, message functions
 * return pseudo-localised text (their arguments, data such as amounts and names, stay as they are), lists map.
 */
export function pseudoLocalise<Strings>(strings: Strings): Strings {
  return pseudoValue(strings) as Strings;
}

function pseudoValue(value: unknown): unknown {
  if (typeof value === 'string') return pseudoLocaliseText(value);
  if (typeof value === 'function') {
    return (...args: unknown[]) =>
      pseudoFunctionResult((value as (...args: unknown[]) => string)(...args), args);
  }
  if (Array.isArray(value)) return value.map(pseudoValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, pseudoValue(entry)]));
  }
  return value;
}

/** Accents the function's own words but keeps each argument as the caller gave it (amounts, names, counts). */
function pseudoFunctionResult(result: string, args: readonly unknown[]): string {
  const data = args.filter(
    (arg): arg is string | number => typeof arg === 'string' || typeof arg === 'number',
  );
  const pieces = data.map(String).filter((piece) => piece !== '');
  if (pieces.length === 0) return pseudoLocaliseText(result);
  const pattern = new RegExp(
    `(${pieces.map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  );
  const parts = result.split(pattern);
  return wrapped(parts.map((part) => (pieces.includes(part) ? part : accent(part))).join(''), result.length);
}

/**
 * Text PostgreSQL cannot store: a `text` column refuses NUL ("invalid byte sequence for encoding UTF8: 0x00"),
 * and a lone UTF-16 surrogate has no UTF-8 form at all (drivers silently turn it into U+FFFD). Both are refused
 * at the edge, before any handler or query sees them.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Deeper than any contract schema nests (the form codec stops at the same depth). */
const MAXIMUM_DEPTH = 16;

/**
 * The path (`a.b.0`) of the first key or string a request must not carry: unstorable text, or nesting past
 * MAXIMUM_DEPTH. `null` when everything is fine; `''` means the value itself.
 */
export function firstUnacceptableValue(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.');
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= MAXIMUM_DEPTH) return path.join('.');
  for (const [key, element] of Object.entries(value)) {
    if (!isStorableText(key)) return path.join('.');
    const found = firstUnacceptableValue(element, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

import { type Locale, locales } from '@platform/domain';
import { describe, expect, test } from 'vitest';

type Catalog = Record<Locale, Record<string, unknown>>;

/** Every `*.messages.ts` of the app, each export a catalog keyed by locale. */
const catalogModules = import.meta.glob<Record<string, Catalog>>('./*.messages.ts', { eager: true });

/** The dotted paths of every string (or message function) in one language's strings. */
function messagePaths(strings: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const paths = new Map<string, unknown>();
  for (const [key, value] of Object.entries(strings)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [nested, nestedValue] of messagePaths(value as Record<string, unknown>, `${path}.`)) {
        paths.set(nested, nestedValue);
      }
    } else {
      paths.set(path, value);
    }
  }
  return paths;
}

const isFilled = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'string' && value.trim() !== '') ||
  (Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string' && item.trim() !== ''));

const catalogs = Object.entries(catalogModules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, catalog]) => ({ name: `${file} ${name}`, catalog })),
);

describe('the app catalogs', () => {
  test('there are catalogs to check', () => {
    expect(catalogs.length).toBeGreaterThan(0);
  });

  for (const { name, catalog } of catalogs) {
    test(`${name} has every key, filled, in ${locales.join(', ')}`, () => {
      const keysPerLocale = locales.map((locale) => messagePaths(catalog[locale] ?? {}));
      const allKeys = new Set(keysPerLocale.flatMap((paths) => [...paths.keys()]));
      const problems: string[] = [];
      locales.forEach((locale, index) => {
        const paths = keysPerLocale[index] ?? new Map<string, unknown>();
        for (const key of allKeys) {
          if (!paths.has(key)) problems.push(`${locale}: ${key} is missing`);
          else if (!isFilled(paths.get(key))) problems.push(`${locale}: ${key} is empty`);
        }
      });
      expect(problems).toEqual([]);
    });
  }
});

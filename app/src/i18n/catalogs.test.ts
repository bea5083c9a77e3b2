import { type Locale, locales } from '@platform/domain';
import { type CatalogArea, loadEveryLanguage } from '@platform/ui';
import { describe, expect, test } from 'vitest';
import { everyBootLanguage } from './bootCatalog.ts';
import { memberAppCatalogAreas } from './memberAppCatalogs.ts';

/** The dotted paths of every string (or message function) in one language's strings. */
function messagePaths(strings: unknown, prefix = ''): Map<string, unknown> {
  const paths = new Map<string, unknown>();
  for (const [key, value] of Object.entries(strings as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [nested, nestedValue] of messagePaths(value, `${path}.`)) paths.set(nested, nestedValue);
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

/** Each area's strings per language: the lazily loaded areas, and boot's, which ships in the boot bundle. */
const areas: { name: string; languages: Record<Locale, unknown> }[] = [
  ...(await Promise.all(
    memberAppCatalogAreas.map(async (area: CatalogArea<unknown>) => ({
      name: area.name,
      languages: await loadEveryLanguage(area),
    })),
  )),
  { name: 'boot', languages: await everyBootLanguage() },
];

/*
 * The type system already refuses a language file that misses a key or an area that misses a language; this checks
 * what it cannot: no string left empty, and no key one language has that the source language (zh-CN) lacks.
 */
describe('the member app catalogs', () => {
  for (const { name, languages } of areas) {
    test(`${name} has every key of zh-CN, filled, in ${locales.join(', ')}`, () => {
      const source = messagePaths(languages['zh-CN']);
      const problems: string[] = [];
      for (const locale of locales) {
        const paths = messagePaths(languages[locale]);
        for (const key of new Set([...source.keys(), ...paths.keys()])) {
          if (!paths.has(key)) problems.push(`${locale}: ${key} is missing`);
          else if (!source.has(key)) problems.push(`${locale}: ${key} is not in zh-CN`);
          else if (!isFilled(paths.get(key))) problems.push(`${locale}: ${key} is empty`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

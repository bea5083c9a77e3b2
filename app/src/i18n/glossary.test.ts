import { errorCodes, errorMessage, notices } from '@platform/contract';
import { contentLocales, glossaryMisuses, type Locale } from '@platform/domain';
import { type CatalogArea, loadEveryLanguage } from '@platform/ui';
import { describe, expect, test } from 'vitest';
import { everyBootLanguage } from './bootCatalog.ts';
import { memberAppCatalogAreas } from './memberAppCatalogs.ts';

/** Sample arguments for message functions: a name, a count and a code cover every message's parameters. */
const sampleArguments = ['X', 2, 'Y'];

/** Every text one language's strings can produce, by its dotted path (a message function called with samples). */
function textsOf(strings: unknown, prefix = ''): [path: string, text: string][] {
  if (typeof strings === 'string') return [[prefix, strings]];
  if (typeof strings === 'function') {
    const produced = (strings as (...values: unknown[]) => unknown)(...sampleArguments);
    return typeof produced === 'string' ? [[prefix, produced]] : [];
  }
  if (Array.isArray(strings)) return strings.flatMap((item, index) => textsOf(item, `${prefix}[${index}]`));
  if (strings !== null && typeof strings === 'object') {
    return Object.entries(strings).flatMap(([key, value]) =>
      textsOf(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

const areas: { name: string; languages: Record<Locale, unknown> }[] = [
  ...(await Promise.all(
    memberAppCatalogAreas.map(async (area: CatalogArea<unknown>) => ({
      name: area.name,
      languages: await loadEveryLanguage(area),
    })),
  )),
  { name: 'boot', languages: await everyBootLanguage() },
  // The contract's error messages and notices: what the member reads when the server refuses.
  {
    name: 'contract',
    languages: Object.fromEntries(
      contentLocales.map((locale) => [
        locale,
        {
          errors: Object.fromEntries(errorCodes.map((code) => [code, errorMessage(code, locale)])),
          notices: Object.fromEntries(Object.entries(notices).map(([name, text]) => [name, text[locale]])),
        },
      ]),
    ) as Record<Locale, unknown>,
  },
];

describe('every page says a concept with the glossary’s word', () => {
  test.each(contentLocales)('the %s catalogs use no other word for a glossary concept', (locale) => {
    const misuses = areas.flatMap((area) =>
      textsOf(area.languages[locale], area.name).flatMap(([path, text]) =>
        glossaryMisuses(text, locale).map(
          ({ found, word }) => `${path}: "${found}" where the word is "${word}"`,
        ),
      ),
    );
    expect(misuses).toEqual([]);
  });
});

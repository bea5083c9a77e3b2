import { auditActions, operatorPermissions, operatorRoles } from '@platform/contract';
import { betStatuses, exclusionKinds, limitKinds, limitPeriods } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { consoleLanguages, consoleLocales } from './consoleCatalog.ts';

/** Every leaf as `path → text`; a message function is called with sample arguments so its text is checked too. */
function leafTexts(strings: object, prefix = ''): [string, string][] {
  return Object.entries(strings).flatMap(([key, value]): [string, string][] => {
    const path = prefix + key;
    if (typeof value === 'function') return [[path, String(value('x', 2))]];
    if (typeof value === 'object' && value !== null) return leafTexts(value, `${path}.`);
    return [[path, String(value)]];
  });
}

const catalogs = Object.fromEntries(
  await Promise.all(
    consoleLocales.map(async (locale) => [locale, leafTexts((await consoleLanguages[locale]()).default)]),
  ),
) as Record<(typeof consoleLocales)[number], [string, string][]>;

/* The types refuse a missing key; this refuses what they cannot see: an empty text, or a key zh-CN lacks. */
describe('the console catalogs', () => {
  test.each(consoleLocales)('%s has every key of zh-CN and no other, each with a text', (locale) => {
    const sourceKeys = catalogs['zh-CN'].map(([path]) => path).sort();
    expect(catalogs[locale].map(([path]) => path).sort()).toEqual(sourceKeys);
    expect(catalogs[locale].filter(([, text]) => text.trim() === '').map(([path]) => path)).toEqual([]);
  });

  test('en-US is English, not zh-CN copied', () => {
    const chinese = /[\u4e00-\u9fff]/;
    expect(catalogs['en-US'].filter(([, text]) => chinese.test(text)).map(([path]) => path)).toEqual([]);
  });
});

/*
 * Words for a stored code are keyed by the code list that owns it (contract or domain): the types refuse a missing
 * code, and this refuses a stale one (a key the list no longer has) that a spread or a cast could carry.
 */
describe('the console names each stored code in every language', () => {
  test.each(consoleLocales)('%s: one word per code, no other', async (locale) => {
    const strings = (await consoleLanguages[locale]()).default;
    const keysOf = (record: object) => Object.keys(record).sort();
    expect(keysOf(strings.money.betStatuses)).toEqual([...betStatuses].sort());
    expect(keysOf(strings.members.limitKinds)).toEqual([...limitKinds].sort());
    expect(keysOf(strings.members.limitPeriods)).toEqual([...limitPeriods].sort());
    expect(keysOf(strings.members.exclusionKinds)).toEqual([...exclusionKinds].sort());
    expect(keysOf(strings.audit.actions)).toEqual([...auditActions].sort());
    expect(keysOf(strings.operator.roles)).toEqual([...operatorRoles].sort());
    expect(keysOf(strings.operator.permissions)).toEqual([...operatorPermissions].sort());
  });
});

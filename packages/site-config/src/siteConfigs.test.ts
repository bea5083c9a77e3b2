import type { CurrencyDisplay, Locale } from '@platform/domain';
import type { Static } from 'typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { homeBlockTypes } from './schema/homeBlocksSchema.ts';
import type { CurrencyDisplaySchema } from './schema/siteConfigSchema.ts';
import { requireSiteConfig, siteConfigs } from './siteConfigs.ts';
import { DEFAULT_SITE_CODE, siteCodes } from './siteList.ts';
import { statisticsScriptsForHost } from './statisticsScripts.ts';

const all = Object.values(siteConfigs);

describe('siteConfigs', () => {
  it('holds every listed site under its own code, hgty by default', () => {
    expect(Object.keys(siteConfigs)).toEqual([...siteCodes]);
    for (const [code, config] of Object.entries(siteConfigs)) expect(config.code).toBe(code);
    expect(siteCodes).toContain(DEFAULT_SITE_CODE);
  });

  it('finds a site by a run-time code and refuses a code no file has', () => {
    expect(requireSiteConfig('by')).toBe(siteConfigs.by);
    expect(() => requireSiteConfig('toString')).toThrow('No site config "toString"');
  });

  it('are typed with the domain types the UI consumes', () => {
    expectTypeOf(siteConfigs.hgty.currencyDisplay).toEqualTypeOf<CurrencyDisplay>();
    expectTypeOf(siteConfigs.hgty.defaultLanguage).toEqualTypeOf<Locale>();
    // The schema's own inference must agree with the domain type SiteConfig declares.
    expectTypeOf<Static<typeof CurrencyDisplaySchema>>().toEqualTypeOf<CurrencyDisplay>();
  });

  it('uses the languages of spec §1: zh-CN by default, zh-HK for by, en-US for betwin', () => {
    expect(Object.fromEntries(all.map((config) => [config.code, config.defaultLanguage]))).toEqual({
      hgty: 'zh-CN',
      hgtyc: 'zh-CN',
      blty: 'zh-CN',
      by: 'zh-HK',
      betwin: 'en-US',
    });
  });

  it('shows the yuan sign on hgty and hgtyc and the site icon elsewhere', () => {
    expect(siteConfigs.hgty.currencyDisplay).toEqual({ kind: 'symbol', symbol: '¥' });
    expect(siteConfigs.hgtyc.currencyDisplay).toEqual({ kind: 'symbol', symbol: '¥' });
    for (const code of ['blty', 'by', 'betwin'] as const) {
      expect(siteConfigs[code].currencyDisplay).toEqual({
        kind: 'icon',
        src: `/site-assets/${code}/currency.svg`,
        alt: expect.any(String),
      });
    }
  });

  it('turns recommended matches and the site_code header on for hgty and hgtyc only (spec §6, §7)', () => {
    const codesWith = (flag: keyof (typeof all)[number]['features']) =>
      all.filter((config) => config.features[flag] === true).map((config) => config.code);
    expect(codesWith('recommendedMatches')).toEqual(['hgty', 'hgtyc']);
    expect(codesWith('siteCodeHeader')).toEqual(['hgty', 'hgtyc']);
  });

  it('gives blty a tab bar of its own', () => {
    const tabsOf = (config: (typeof all)[number]) => config.tabBar.map((tab) => tab.labelKey).join(',');
    const others = new Set(all.filter((config) => config.code !== 'blty').map(tabsOf));
    expect(others.size).toBe(1);
    expect(others).not.toContain(tabsOf(siteConfigs.blty));
  });

  it('gives blty a different home screen', () => {
    const homeOf = (config: (typeof all)[number]) => config.home.map((block) => block.type).join(',');
    const others = all.filter((config) => config.code !== 'blty').map(homeOf);
    expect(others).not.toContain(homeOf(siteConfigs.blty));
    expect(siteConfigs.blty.home.map((block) => block.type)).not.toContain('bannerCarousel');
  });

  it('looks visibly different on every site: brand colour, radii, density, logo', () => {
    const distinct = (pick: (config: (typeof all)[number]) => string) => new Set(all.map(pick)).size;
    expect(distinct((config) => config.theme.colors.brand)).toBe(all.length);
    expect(distinct((config) => config.theme.logo.src)).toBe(all.length);
    expect(distinct((config) => JSON.stringify(config.theme.radii))).toBeGreaterThanOrEqual(4);
    expect(
      distinct((config) => `${config.theme.controlHeight} ${JSON.stringify(config.theme.spacing)}`),
    ).toBeGreaterThanOrEqual(4);
    expect(siteConfigs.betwin.theme.colorScheme).toBe('dark');
  });

  it('uses every home block type somewhere, so each has a real example', () => {
    const used = new Set(all.flatMap((config) => config.home.map((block) => block.type)));
    expect([...used].sort()).toEqual([...homeBlockTypes].sort());
  });

  it('keeps both statistics shapes of spec §3 in use', () => {
    expect(all.some((config) => Array.isArray(config.statistics))).toBe(true);
    expect(all.some((config) => !Array.isArray(config.statistics))).toBe(true);
  });
});

describe('statisticsScriptsForHost', () => {
  it('picks the host entry of scriptsList, else its default', () => {
    expect(statisticsScriptsForHost(siteConfigs.hgty, 'm.hgty.example')).toEqual([
      { kind: 'la51', id: 'JhGtyM01' },
    ]);
    expect(statisticsScriptsForHost(siteConfigs.hgty, 'h5.hgty.example')).toEqual([
      { kind: 'cnzz', id: '1280001001' },
    ]);
  });

  it('returns the whole list for the list shape', () => {
    expect(statisticsScriptsForHost(siteConfigs.hgtyc, 'm.hgtyc.example')).toHaveLength(2);
  });
});

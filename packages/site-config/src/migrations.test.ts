import { describe, expect, it } from 'vitest';
import { migrateSiteConfig, siteConfigMigrations } from './migrations.ts';
import { CURRENT_SITE_CONFIG_VERSION } from './schema/siteConfigSchema.ts';
import { committedConfig } from './test-support/siteConfigFixtures.ts';
import { formatConfigIssue } from './validation/configIssue.ts';
import { validateSiteConfig } from './validation/validateSiteConfig.ts';

/** A committed config as it was in format version 2: no site_code flag, no tab bar, a theme currency icon. */
function version2Of(code: string): Record<string, unknown> {
  const { tabBar: _tabBar, features, theme, ...rest } = committedConfig(code);
  const { siteCodeHeader: _siteCodeHeader, ...version2Features } = features as Record<string, unknown>;
  return {
    ...rest,
    version: 2,
    features: version2Features,
    theme: {
      ...(theme as object),
      currencyIcon: { src: `/site-assets/${code}/currency.svg`, alt: 'currency' },
    },
  };
}

/** hgtyc as an operator wrote it in format version 1. */
function hgtycVersion1(): Record<string, unknown> {
  const {
    displayName: _displayName,
    defaultLanguage: _language,
    currencyDisplay: _currency,
    home,
    ...rest
  } = version2Of('hgtyc');
  return {
    ...rest,
    version: 1,
    name: '皇冠体育 C',
    language: 'zh-CN',
    currency: { symbol: '¥' },
    homeBlocks: (home as { type: string; props: unknown }[]).map((block) => ({
      block: block.type,
      options: block.props,
    })),
  };
}

describe('site config migrations', () => {
  it('are ordered, each taking version n to n + 1, ending at the current version', () => {
    siteConfigMigrations.forEach((migration, index) => {
      expect(migration.from).toBe(index + 1);
      expect(migration.to).toBe(index + 2);
    });
    expect(siteConfigMigrations.at(-1)?.to).toBe(CURRENT_SITE_CONFIG_VERSION);
  });

  it('turn a version 1 file into a valid current config', () => {
    const result = validateSiteConfig('hgtyc.json', hgtycVersion1());
    expect(result.ok ? [] : result.issues.map(formatConfigIssue)).toEqual([]);
    if (!result.ok) return;
    expect(result.config.version).toBe(CURRENT_SITE_CONFIG_VERSION);
    expect(result.config.displayName).toEqual({
      'zh-CN': '皇冠体育 C',
      'zh-HK': '皇冠体育 C',
      'en-US': '皇冠体育 C',
    });
    expect(result.config.defaultLanguage).toBe('zh-CN');
    expect(result.config.currencyDisplay).toEqual({ kind: 'symbol', symbol: '¥' });
    expect(result.config.home).toEqual(committedConfig('hgtyc').home);
  });

  it('map a version 1 icon currency to the icon display', () => {
    const migrated = migrateSiteConfig({
      version: 1,
      currency: { icon: '/site-assets/by/currency.svg', iconAlt: '博雅幣' },
    });
    expect(migrated).toMatchObject({
      ok: true,
      fromVersion: 1,
      config: {
        version: CURRENT_SITE_CONFIG_VERSION,
        currencyDisplay: { kind: 'icon', src: '/site-assets/by/currency.svg', alt: '博雅幣' },
      },
    });
  });

  it('treat a file without a version as version 1', () => {
    expect(migrateSiteConfig({ name: 'x' })).toMatchObject({
      ok: true,
      fromVersion: 1,
      config: { version: CURRENT_SITE_CONFIG_VERSION },
    });
  });

  it.each(['hgty', 'hgtyc'])(
    'keep the site_code header of %s, which version 2 tied to its recommended matches',
    (code) => {
      const result = validateSiteConfig(`${code}.json`, version2Of(code));
      expect(result.ok && result.config.features.siteCodeHeader).toBe(true);
    },
  );

  it.each(['hgty', 'hgtyc', 'blty', 'by', 'betwin'])(
    'leave %s without automatic transfer after version 4, as every site was',
    (code) => {
      const { features, ...rest } = committedConfig(code);
      const { venueAutoTransfer: _venueAutoTransfer, ...version3Features } = features as Record<
        string,
        unknown
      >;
      const result = validateSiteConfig(`${code}.json`, { ...rest, version: 3, features: version3Features });
      expect(result.ok && result.config.features.venueAutoTransfer).toBe(false);
    },
  );

  it.each(['blty', 'by', 'betwin'])('leave %s resolved by host after version 3', (code) => {
    const result = validateSiteConfig(`${code}.json`, version2Of(code));
    expect(result.ok && result.config.features.siteCodeHeader).toBe(false);
  });

  it('give a version 2 file the default tab bar (its wallet tab on the overview since version 4) and drop the theme currency icon, which repeated currencyDisplay', () => {
    const result = validateSiteConfig('by.json', version2Of('by'));
    expect(result.ok ? [] : result.issues.map(formatConfigIssue)).toEqual([]);
    if (!result.ok) return;
    expect(result.config.tabBar.map((tab) => tab.path)).toEqual([
      '/app/home',
      '/activity/list',
      '/finance/myAssets',
      '/app/customer',
      '/app/center',
    ]);
    expect(result.config.theme).not.toHaveProperty('currencyIcon');
    expect(result.config).toEqual(committedConfig('by'));
  });

  it('leave a current file untouched', () => {
    const current = committedConfig('by');
    expect(migrateSiteConfig(current)).toEqual({
      ok: true,
      config: current,
      fromVersion: CURRENT_SITE_CONFIG_VERSION,
    });
  });

  it.each([0, CURRENT_SITE_CONFIG_VERSION + 1, 1.5, '3'])('refuse version %j', (version) => {
    expect(migrateSiteConfig({ version })).toEqual({ ok: false, found: version });
  });
});

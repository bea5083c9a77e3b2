import { routePaths } from '@platform/domain';
import { CURRENT_SITE_CONFIG_VERSION } from './schema/siteConfigSchema.ts';
import type { TabBarEntry } from './schema/tabBarSchema.ts';

type JsonObject = Record<string, unknown>;

export type Migration = {
  from: number;
  to: number;
  describe: string;
  migrate(config: JsonObject): JsonObject;
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Version 1 (the first operator files) had a single `name`, `language`, a flat `currency` ({ symbol } or
 * { icon, iconAlt }) and `homeBlocks: [{ block, options }]`. Version 2 localises the name, states the currency
 * display kind explicitly, and uses the page composer's `{ type, props }` shape.
 */
const version1To2: Migration = {
  from: 1,
  to: 2,
  describe: 'localised displayName, defaultLanguage, currencyDisplay { kind }, home [{ type, props }]',
  migrate(config) {
    const { name, language, currency, homeBlocks, version: _version, ...rest } = config;
    const currencyDisplay = isObject(currency)
      ? typeof currency.icon === 'string'
        ? { kind: 'icon', src: currency.icon, alt: currency.iconAlt }
        : { kind: 'symbol', symbol: currency.symbol }
      : currency;
    const home = Array.isArray(homeBlocks)
      ? homeBlocks.map((block: unknown) =>
          isObject(block) ? { type: block.block, props: block.options ?? {} } : block,
        )
      : homeBlocks;
    return {
      ...rest,
      version: 2,
      displayName: typeof name === 'string' ? { 'zh-CN': name, 'zh-HK': name, 'en-US': name } : name,
      defaultLanguage: language,
      currencyDisplay,
      home,
    };
  },
};

/** The tab bar every site had before version 3 made it configurable. */
export const defaultTabBar: readonly TabBarEntry[] = [
  { labelKey: 'home', icon: 'home', path: routePaths.home },
  { labelKey: 'activity', icon: 'activity', path: routePaths.activityList },
  { labelKey: 'finance', icon: 'finance', path: routePaths.deposit },
  { labelKey: 'customerService', icon: 'customerService', path: routePaths.customerService },
  { labelKey: 'userCentre', icon: 'userCentre', path: routePaths.userCentre },
];

/**
 * Version 3 turns behaviour the code tied to named sites into flags and composes the tab bar from the config.
 * The `site_code` header was sent by exactly the sites whose recommended matches version 2 forced on (hgty and
 * hgtyc), so the new flag copies that one. `theme.currencyIcon` repeated `currencyDisplay` and is dropped.
 */
const version2To3: Migration = {
  from: 2,
  to: 3,
  describe: 'features.siteCodeHeader, tabBar, no theme.currencyIcon',
  migrate(config) {
    const { theme, features, ...rest } = config;
    const { currencyIcon: _currencyIcon, ...themeWithoutIcon } = isObject(theme) ? theme : {};
    return {
      ...rest,
      version: 3,
      theme: isObject(theme) ? themeWithoutIcon : theme,
      features: isObject(features)
        ? { ...features, siteCodeHeader: features.recommendedMatches === true }
        : features,
      tabBar: defaultTabBar.map((tab) => ({ ...tab })),
    };
  },
};

/** The wallet tab that opened the deposit form opens the wallet overview instead (issue 21: the wallet tab). */
function walletTabToOverview(tab: unknown): unknown {
  return isObject(tab) && tab.labelKey === 'finance' && tab.path === routePaths.deposit
    ? { ...tab, path: routePaths.myAssets }
    : tab;
}

/**
 * Version 4 adds the site's default for automatic transfer between the central and venue wallets (issue 21): off,
 * as every site behaved before (the member moves money on the transfer page); and the wallet tab opens the wallet
 * overview (central and venue balances, deposit, withdraw, transfer, records) rather than the deposit form.
 */
const version3To4: Migration = {
  from: 3,
  to: 4,
  describe: 'features.venueAutoTransfer, wallet tab to the wallet overview',
  migrate(config) {
    const { features, tabBar, ...rest } = config;
    return {
      ...rest,
      version: 4,
      features: isObject(features) ? { ...features, venueAutoTransfer: false } : features,
      tabBar: Array.isArray(tabBar) ? tabBar.map(walletTabToOverview) : tabBar,
    };
  },
};

/** Ordered: migration n takes version n to n + 1. */
export const siteConfigMigrations: readonly Migration[] = [version1To2, version2To3, version3To4];

export type MigrationOutcome =
  | { ok: true; config: unknown; fromVersion: number }
  | { ok: false; found: unknown };

/**
 * Brings a parsed config file up to CURRENT_SITE_CONFIG_VERSION. A file without `version` is version 1.
 * Fails (with the version found) for a version that is not a known integer, including one newer than this code.
 */
export function migrateSiteConfig(raw: unknown): MigrationOutcome {
  if (!isObject(raw)) return { ok: true, config: raw, fromVersion: CURRENT_SITE_CONFIG_VERSION };
  const version = raw.version ?? 1;
  if (
    typeof version !== 'number' ||
    !Number.isInteger(version) ||
    version < 1 ||
    version > CURRENT_SITE_CONFIG_VERSION
  ) {
    return { ok: false, found: raw.version };
  }
  let config: JsonObject = raw;
  for (const migration of siteConfigMigrations) {
    if (migration.from >= version) config = migration.migrate(config);
  }
  return { ok: true, config, fromVersion: version };
}

import { SITE_CODES } from '@platform/domain';

/** The money-related settings of one site. */
export type SiteMoneySettings = {
  siteCode: string;
  /** currency of the central wallet and every venue wallet */
  centralCurrency: string;
  /** currency of the virtual-currency wallet */
  virtualCurrency: 'USDT';
  /** records' date-range presets are days in this zone */
  timeZone: string;
  /** the `d` of the withdraw-password config: when false the site does not ask for one */
  withdrawPasswordEnabled: boolean;
};

const timeZones: Record<string, string> = { by: 'Asia/Hong_Kong', betwin: 'UTC' };

export function isKnownSiteCode(siteCode: string): boolean {
  return (SITE_CODES as readonly string[]).includes(siteCode);
}

export function siteMoneySettings(siteCode: string): SiteMoneySettings {
  return {
    siteCode,
    centralCurrency: 'CNY',
    virtualCurrency: 'USDT',
    timeZone: timeZones[siteCode] ?? 'Asia/Shanghai',
    withdrawPasswordEnabled: true,
  };
}

/** Which of the member's own wallets holds a currency: the central one or the virtual-currency one. */
export function walletKindFor(siteCode: string, currency: string): 'central' | 'virtual' {
  const settings = siteMoneySettings(siteCode);
  if (currency === settings.centralCurrency) return 'central';
  if (currency === settings.virtualCurrency) return 'virtual';
  throw new Error(`site ${siteCode} has no wallet in ${currency}`);
}

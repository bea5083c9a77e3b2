import { isSiteCode, requireSiteConfig } from '@platform/site-config';

/** The money-related settings of one site. */
export type SiteMoneySettings = {
  siteCode: string;
  /** currency of the central wallet and every venue wallet */
  centralCurrency: string;
  /** currency of the virtual-currency wallet */
  virtualCurrency: 'USDT';
  /** records' date-range presets are days in this zone (the site config's `timeZone`) */
  timeZone: string;
  /** the `d` of the withdraw-password config: when false the site does not ask for one */
  withdrawPasswordEnabled: boolean;
  /** the payout channel's fee on a withdrawal, hundredths of a percent (domain `withdrawalFeeMinor`) */
  withdrawalFeeBasisPoints: number;
  /** each approved deposit is to be staked this many times over before the turnover is met */
  turnoverMultiple: number;
};

/**
 * The site configs fix display (symbol or icon) but not the wallet currency; every shipped site keeps its central
 * wallet in CNY and its virtual-currency wallet in USDT.
 */
const CENTRAL_CURRENCY = 'CNY';
/** 1 %: what the shipped sites' payout channels keep (the spec leaves fees to the platform). */
const WITHDRAWAL_FEE_BASIS_POINTS = 100;
/** Deposits are staked once over: the common turnover rule of the shipped sites. */
const TURNOVER_MULTIPLE = 1;

export function siteMoneySettings(siteCode: string): SiteMoneySettings {
  return {
    siteCode,
    centralCurrency: CENTRAL_CURRENCY,
    virtualCurrency: 'USDT',
    timeZone: isSiteCode(siteCode) ? requireSiteConfig(siteCode).timeZone : 'Asia/Shanghai',
    withdrawPasswordEnabled: true,
    withdrawalFeeBasisPoints: WITHDRAWAL_FEE_BASIS_POINTS,
    turnoverMultiple: TURNOVER_MULTIPLE,
  };
}

/** Which of the member's own wallets holds a currency: the central one or the virtual-currency one. */
export function walletKindFor(siteCode: string, currency: string): 'central' | 'virtual' {
  const settings = siteMoneySettings(siteCode);
  if (currency === settings.centralCurrency) return 'central';
  if (currency === settings.virtualCurrency) return 'virtual';
  throw new Error(`site ${siteCode} has no wallet in ${currency}`);
}

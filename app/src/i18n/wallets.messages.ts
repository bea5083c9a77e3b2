import type { ComponentMessages } from '@platform/ui';

type WalletsText = {
  central: string;
  virtualWallet: (currency: string) => string;
  venue: string;
  direction: string;
  toVenue: string;
  toCentral: string;
  amount: string;
  transfer: string;
  maintenance: (venue: string) => string;
  noVenues: string;
  moved: string;
  recalled: string;
  skipped: (venues: string) => string;
  exchangeTitle: string;
  from: string;
  to: string;
  getQuote: string;
  quoteHolds: (clock: string) => string;
  quoteExpired: string;
  confirmExchange: string;
  exchanged: string;
  noRates: string;
};

export const walletsMessages = {
  'zh-CN': {
    central: '中心钱包',
    virtualWallet: (currency) => `${currency} 钱包`,
    venue: '场馆',
    direction: '转账方向',
    toVenue: '转入场馆',
    toCentral: '转回中心钱包',
    amount: '转账金额',
    transfer: '确认转账',
    maintenance: (venue) => `${venue}维护中，暂时不能转账`,
    noVenues: '暂无场馆钱包',
    moved: '转账成功',
    recalled: '已一键回收',
    skipped: (venues) => `维护中的场馆未回收：${venues}`,
    exchangeTitle: '货币兑换',
    from: '兑出',
    to: '兑入',
    getQuote: '获取报价',
    quoteHolds: (clock) => `此报价在 ${clock} 内有效`,
    quoteExpired: '报价已过期，请重新获取',
    confirmExchange: '确认兑换',
    exchanged: '兑换成功',
    noRates: '暂无可兑换的币种',
  },
  'zh-HK': {
    central: '中心錢包',
    virtualWallet: (currency) => `${currency} 錢包`,
    venue: '場館',
    direction: '轉帳方向',
    toVenue: '轉入場館',
    toCentral: '轉回中心錢包',
    amount: '轉帳金額',
    transfer: '確認轉帳',
    maintenance: (venue) => `${venue}維護中，暫時不能轉帳`,
    noVenues: '暫無場館錢包',
    moved: '轉帳成功',
    recalled: '已一鍵回收',
    skipped: (venues) => `維護中的場館未回收：${venues}`,
    exchangeTitle: '貨幣兌換',
    from: '兌出',
    to: '兌入',
    getQuote: '取得報價',
    quoteHolds: (clock) => `此報價在 ${clock} 內有效`,
    quoteExpired: '報價已過期，請重新取得',
    confirmExchange: '確認兌換',
    exchanged: '兌換成功',
    noRates: '暫無可兌換的幣種',
  },
  'en-US': {
    central: 'Central wallet',
    virtualWallet: (currency) => `${currency} wallet`,
    venue: 'Venue',
    direction: 'Direction',
    toVenue: 'Into the venue',
    toCentral: 'Back to the central wallet',
    amount: 'Amount',
    transfer: 'Transfer',
    maintenance: (venue) => `${venue} is under maintenance: transfers are paused`,
    noVenues: 'You have no venue wallets yet',
    moved: 'Transfer complete',
    recalled: 'Everything was recalled',
    skipped: (venues) => `Under maintenance, not recalled: ${venues}`,
    exchangeTitle: 'Exchange',
    from: 'Pay',
    to: 'Receive',
    getQuote: 'Get a quote',
    quoteHolds: (clock) => `This quote holds for ${clock}`,
    quoteExpired: 'The quote has expired; get a new one',
    confirmExchange: 'Exchange',
    exchanged: 'Exchange complete',
    noRates: 'No currency can be exchanged right now',
  },
} satisfies ComponentMessages<WalletsText>;

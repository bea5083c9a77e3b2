import type { ComponentMessages } from '../../i18n/index.ts';

export type ExchangeQuoteText = {
  label: string;
  rate: string;
  pay: string;
  receive: string;
  quotedAt: (time: string) => string;
  stale: string;
  refresh: string;
  noAmount: string;
};

export const exchangeQuoteMessages: ComponentMessages<ExchangeQuoteText> = {
  'zh-CN': {
    label: '兑换报价',
    rate: '汇率',
    pay: '支付',
    receive: '预计到账',
    quotedAt: (time) => `报价时间 ${time}`,
    stale: '报价已过期，请刷新后再兑换',
    refresh: '刷新报价',
    noAmount: '请输入兑换金额',
  },
  'zh-HK': {
    label: '兌換報價',
    rate: '匯率',
    pay: '支付',
    receive: '預計到賬',
    quotedAt: (time) => `報價時間 ${time}`,
    stale: '報價已過期，請刷新後再兌換',
    refresh: '刷新報價',
    noAmount: '請輸入兌換金額',
  },
  'en-US': {
    label: 'Exchange quote',
    rate: 'Rate',
    pay: 'You pay',
    receive: 'You receive',
    quotedAt: (time) => `Quoted at ${time}`,
    stale: 'This quote has expired. Refresh it before exchanging.',
    refresh: 'Refresh quote',
    noAmount: 'Enter an amount to exchange',
  },
};

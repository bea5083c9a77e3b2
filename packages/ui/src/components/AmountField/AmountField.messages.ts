import type { ComponentMessages } from '../../i18n/index.ts';

interface AmountFieldMessages {
  /** The limits hint; both bounds arrive already formatted. */
  limits: (minimum: string, maximum: string) => string;
  quickAmounts: string;
  capitalAmount: string;
}

export const amountFieldMessages = {
  'zh-CN': {
    limits: (minimum, maximum) => `单笔限额 ${minimum} - ${maximum}`,
    quickAmounts: '快捷金额',
    capitalAmount: '大写金额',
  },
  'zh-HK': {
    limits: (minimum, maximum) => `單筆限額 ${minimum} - ${maximum}`,
    quickAmounts: '快捷金額',
    capitalAmount: '大寫金額',
  },
  'en-US': {
    limits: (minimum, maximum) => `Limits ${minimum} - ${maximum}`,
    quickAmounts: 'Quick amounts',
    capitalAmount: 'In Chinese capitals',
  },
} satisfies ComponentMessages<AmountFieldMessages>;

import type { ComponentMessages } from '../../i18n/index.ts';

export type MoneyDisplayText = { loading: string; unavailable: string; approximately: string };

export const moneyDisplayMessages: ComponentMessages<MoneyDisplayText> = {
  'zh-CN': { loading: '金额加载中', unavailable: '暂无金额', approximately: '约' },
  'zh-HK': { loading: '金額載入中', unavailable: '暫無金額', approximately: '約' },
  'en-US': { loading: 'Loading amount', unavailable: 'Amount unavailable', approximately: 'approximately' },
};

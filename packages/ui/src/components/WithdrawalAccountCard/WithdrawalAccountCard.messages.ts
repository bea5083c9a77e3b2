import type { ComponentMessages } from '../../i18n/index.ts';

export const withdrawalAccountCardMessages: ComponentMessages<{
  bankCard: string;
  virtualCoin: string;
  alipay: string;
  holder: (name: string) => string;
}> = {
  'zh-CN': {
    bankCard: '银行卡',
    virtualCoin: '虚拟币',
    alipay: '支付宝',
    holder: (name) => `持有人 ${name}`,
  },
  'zh-HK': {
    bankCard: '銀行卡',
    virtualCoin: '虛擬幣',
    alipay: '支付寶',
    holder: (name) => `持有人 ${name}`,
  },
  'en-US': {
    bankCard: 'Bank card',
    virtualCoin: 'Virtual coin',
    alipay: 'Alipay',
    holder: (name) => `Holder ${name}`,
  },
};

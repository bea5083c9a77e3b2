import type { WithdrawalAccountKind } from '@platform/domain';
import type { ComponentMessages } from '../../i18n/index.ts';

export const withdrawalAccountCardMessages: ComponentMessages<{
  /** One name per kind the domain knows: a kind it adds fails to compile here until it has a name. */
  kinds: Record<WithdrawalAccountKind, string>;
  holder: (name: string) => string;
}> = {
  'zh-CN': {
    kinds: { bank_card: '银行卡', virtual_coin: '虚拟币', alipay: '支付宝' },
    holder: (name) => `持有人 ${name}`,
  },
  'zh-HK': {
    kinds: { bank_card: '銀行卡', virtual_coin: '虛擬幣', alipay: '支付寶' },
    holder: (name) => `持有人 ${name}`,
  },
  'en-US': {
    kinds: { bank_card: 'Bank card', virtual_coin: 'Virtual coin', alipay: 'Alipay' },
    holder: (name) => `Holder ${name}`,
  },
};

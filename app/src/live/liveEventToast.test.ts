import { describe, expect, test } from 'vitest';
import { appLanguages } from '../../test/everyLanguage.ts';
import { liveEventToast } from './liveEventToast.ts';

const yuanSite = { kind: 'symbol', symbol: '¥' } as const;
const coinSite = { kind: 'icon', src: '/site-assets/by/currency.svg', alt: 'BY币' } as const;

describe('live toasts', () => {
  test('say the credited and paid amounts in the site money, in each language', () => {
    const zhHK = { text: appLanguages['zh-HK'], locale: 'zh-HK', siteCurrency: yuanSite } as const;
    const credited = {
      name: 'deposit.approved',
      payload: { orderId: 'o', amountMinor: 123_450, currency: 'CNY' },
    } as const;
    expect(liveEventToast(credited, zhHK)).toEqual({ message: '存款已到賬 ¥1,234.50', tone: 'positive' });
    const enUS = { text: appLanguages['en-US'], locale: 'en-US', siteCurrency: yuanSite } as const;
    const paid = {
      name: 'withdrawal.paid',
      payload: { withdrawalId: 'w', amountMinor: 29_700, currency: 'CNY' },
    } as const;
    expect(liveEventToast(paid, enUS)?.message).toBe('Withdrawal paid: ¥297.00');
  });

  test('a coin site names its coin after the amount; another currency shows its code', () => {
    const context = { text: appLanguages['zh-CN'], locale: 'zh-CN', siteCurrency: coinSite } as const;
    const own = {
      name: 'deposit.approved',
      payload: { orderId: 'o', amountMinor: 5_000, currency: 'CNY' },
    } as const;
    expect(liveEventToast(own, context)?.message).toBe('存款已到账 50.00 BY币');
    const usdt = {
      name: 'deposit.approved',
      payload: { orderId: 'o', amountMinor: 5_000, currency: 'USDT' },
    } as const;
    expect(liveEventToast(usdt, context)?.message).toMatch(/^存款已到账 .*50\.00/);
  });

  test("a rejection gives the operator's reason, or says none was given", () => {
    const context = { text: appLanguages['zh-CN'], locale: 'zh-CN', siteCurrency: yuanSite } as const;
    const rejected = (reason: string) =>
      ({
        name: 'withdrawal.rejected',
        payload: { withdrawalId: 'w', amountMinor: 100, currency: 'CNY', reason },
      }) as const;
    expect(liveEventToast(rejected('户名与卡号不符'), context)).toEqual({
      message: '提款未通过：户名与卡号不符',
      tone: 'negative',
    });
    expect(liveEventToast(rejected('  '), context)?.message).toBe('提款未通过：未说明');
  });

  test('other events bring no toast', () => {
    const context = { text: appLanguages['en-US'], locale: 'en-US', siteCurrency: yuanSite } as const;
    expect(liveEventToast({ name: 'message.arrived', payload: { unread: 2 } }, context)).toBeNull();
  });
});

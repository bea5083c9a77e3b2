import { type UsdtNetwork, type WithdrawalAccountKind, withdrawalAccountKinds } from '@platform/domain';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { uiLanguages } from '../../test-support/everyLanguage.ts';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { WithdrawalAccountCard } from './WithdrawalAccountCard.tsx';
import type { WithdrawalAccount } from './withdrawalAccount.ts';

/** What the server sends for each kind (packages/server/src/money/withdrawalAccounts.ts masks them). */
const sentByServer: Record<
  WithdrawalAccountKind,
  { network: UsdtNetwork | null; masked: string; name: string }
> = {
  bank_card: { network: null, masked: '**** **** **** 3445', name: 'Demo Bank' },
  virtual_coin: { network: 'TRC20', masked: 'TLa2f6…YjU7', name: 'Virtual coin USDT-TRC20' },
  alipay: { network: null, masked: 'fr***@example.com', name: 'Alipay' },
};

describe('withdrawal account cards', () => {
  test('speak the domain’s account kinds, so a kind it adds fails to compile until the card names it', () => {
    expectTypeOf<WithdrawalAccount['kind']>().toEqualTypeOf<WithdrawalAccountKind>();
    expectTypeOf<WithdrawalAccount['network']>().toEqualTypeOf<UsdtNetwork | null>();
    expectTypeOf(uiLanguages['en-US'].withdrawalAccountCard.kinds).toEqualTypeOf<
      Record<WithdrawalAccountKind, string>
    >();
  });

  test.each(withdrawalAccountKinds)('show a %s number exactly as the server masked it', async (kind) => {
    const { network, masked, name } = sentByServer[kind];
    const account: WithdrawalAccount = {
      id: kind,
      kind,
      network,
      holderName: 'Fresh Member',
      bankName: kind === 'bank_card' ? 'Demo Bank' : '',
      accountNumberMasked: masked,
    };
    const screen = await renderWithSite(<WithdrawalAccountCard account={account} />, { locale: 'en-US' });
    await expect.element(screen.getByText(name, { exact: true })).toBeVisible();
    await expect.element(screen.getByText(masked, { exact: true })).toBeVisible();
  });

  test('give each kind its own name in every language', () => {
    for (const messages of Object.values(uiLanguages).map((strings) => strings.withdrawalAccountCard)) {
      const names = withdrawalAccountKinds.map((kind) => messages.kinds[kind]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

import { routePaths } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { appLanguages, uiLanguages } from '../../../test/everyLanguage.ts';
import { signedInAt } from '../finance/signedInAt.ts';

const cards = appLanguages['zh-CN'].cards;
const prompt = uiLanguages['zh-CN'].withdrawPasswordPrompt;

describe('withdrawal accounts', () => {
  test('the list says when there is no account and offers the three ways to add one', async () => {
    await signedInAt(routePaths.cards);
    await expect.element(page.getByText(cards.noAccounts)).toBeVisible();
    for (const name of [cards.addBankCard, cards.addVirtualCoin, cards.addAlipay]) {
      await expect.element(page.getByRole('button', { name })).toBeVisible();
    }
  });

  test.each([routePaths.cardsAddBankCard, routePaths.cardsAddVirtualCoin, routePaths.cardsAddAlipay])(
    '%s is blocked with the spec §8 message while no withdraw password is set',
    async (path) => {
      await signedInAt(path);
      await expect.element(page.getByText(prompt.message)).toBeVisible();
      await expect.element(page.getByRole('button', { name: prompt.setPassword })).toBeVisible();
      await expect.element(page.getByRole('form')).not.toBeInTheDocument();
    },
  );

  test('an account that is not the member’s shows not found', async () => {
    await signedInAt(`${routePaths.cardsBankDetail}?id=00000000-0000-4000-8000-000000000000`);
    await expect.element(page.getByText(cards.notFound)).toBeVisible();
  });
});

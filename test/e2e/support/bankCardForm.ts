import type { Locator, Page } from '@playwright/test';
import { appLanguages, uiLanguages } from '../../../app/test/everyLanguage.ts';

const zh = { cards: appLanguages['zh-CN'].cards, forms: uiLanguages['zh-CN'].withdrawalAccountForms };

/** The number every zh-CN journey binds: a valid Luhn card, shown in the list as "**** **** **** 0128". */
export const TEST_CARD_NUMBER = '6222021234567890128';

/**
 * Fills the add-bank-card page a zh-CN member is on (the holder, the first bank, the test card) and sends it;
 * answers the withdraw-password dialog the app opens to confirm it.
 */
export async function submitBankCardForm(page: Page, holderName: string): Promise<Locator> {
  await page.getByRole('textbox', { name: zh.forms.holderName }).fill(holderName);
  await page.getByRole('combobox', { name: zh.forms.bank }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: zh.forms.cardNumber }).fill(TEST_CARD_NUMBER);
  await page.getByRole('button', { name: zh.forms.submit }).click();
  return page.getByRole('dialog', { name: zh.cards.passwordTitle });
}

/** Types the withdraw password into the card's confirmation dialog and confirms. */
export async function confirmWithWithdrawPassword(dialog: Locator, password: string): Promise<void> {
  await dialog.getByRole('textbox', { name: zh.cards.withdrawPassword }).fill(password);
  await dialog.getByRole('button', { name: zh.cards.confirm }).click();
}

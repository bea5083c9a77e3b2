import { formatMoney, type Locale } from '@platform/domain';
import { expect, type Page } from '@playwright/test';
import { uiLanguages } from '../../../app/test/everyLanguage.ts';

/**
 * Waits until the wallet card's central wallet line reads `minor`. A lasting outcome of a transfer or a recall:
 * the toast that also says so is gone after two seconds, which a loaded machine can miss.
 */
export async function expectCentralWallet(page: Page, locale: Locale, minor: number): Promise<void> {
  const { centralWallet } = uiLanguages[locale].walletCard;
  // Some sites put a currency symbol before the figure (¥10,400.00), others an icon: the figure ends the line.
  const figure = formatMoney(minor, locale).replace(/[.]/g, '\\.');
  await expect(page.getByRole('heading', { name: centralWallet, exact: true }).locator('..')).toHaveText(
    new RegExp(`^${centralWallet}\\D?${figure}$`),
  );
}

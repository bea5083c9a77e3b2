import { formatMoney, routePaths } from '@platform/domain';
import { appLanguages, uiLanguages } from '../../app/test/everyLanguage.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { confirmWithWithdrawPassword, submitBankCardForm } from './support/bankCardForm.ts';
import { expect, test } from './support/fixtures.ts';
import { languageSites } from './support/languageSites.ts';
import { memberClientOf, signInDemo } from './support/memberSession.ts';
import { expectCentralWallet } from './support/walletCard.ts';

const zh = {
  deposit: appLanguages['zh-CN'].deposit,
  wallets: appLanguages['zh-CN'].wallets,
  withdraw: appLanguages['zh-CN'].withdraw,
  prompt: uiLanguages['zh-CN'].withdrawPasswordPrompt,
};
const WITHDRAW_PASSWORD = '135790';

/** Pending withdrawals of a site in the operator tool's listing, as `<id> <site> <amount> <currency>` lines. */
const pendingWithdrawals = (listing: string, siteCode: string, amount: string) =>
  listing
    .split('\n')
    .filter((line) => line.includes(`  ${siteCode}  ${amount} `) && line.includes('to bank_card'));

test('the money journey: deposit approved, transfer and recall, card blocked until the withdraw password, one withdrawal for a double tap', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  test.slow();
  const site = 'hgtyc';
  await signInDemo(page, siteUrl(site, routePaths.login), 'zh-CN', control);

  // Deposit: a quick amount, the order's payee details, then the operator approves and the page follows.
  await page.goto(siteUrl(site, routePaths.deposit));
  await page.getByRole('button', { name: '1,000', exact: true }).click();
  await expect(page.getByText('壹仟元整')).toBeVisible();
  await page.getByRole('button', { name: zh.deposit.submit }).click();
  await expect(page).toHaveURL(/\/finance\/deposit\/info\?id=/);
  await expect(page.getByText(zh.deposit.referenceCode, { exact: true })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('id') ?? '';
  await control.operator('approve-deposit', orderId);
  // exact: the live toast "存款已到账 <amount>" (liveUpdates.depositCredited) shows too once the event stream is open
  await expect(page.getByText(zh.deposit.approved, { exact: true })).toBeVisible();

  // Transfer 100 into a venue, then recall everything.
  await page.goto(siteUrl(site, routePaths.transfer));
  await page.getByRole('combobox', { name: zh.wallets.venue }).selectOption({ label: '演示电子' });
  await page.getByRole('textbox', { name: zh.wallets.amount }).fill('100');
  const member = await memberClientOf(page, site);
  const centralBefore = (await member.api.balance()).balanceMinor;
  await page.getByRole('button', { name: zh.wallets.transfer }).click();
  await expectCentralWallet(page, 'zh-CN', centralBefore - 10_000);
  // Recall all empties every venue, the demo slots venue's 100 among them.
  await page.getByRole('button', { name: '一键回收' }).click();
  const slots = page
    .getByRole('listitem')
    .filter({ hasText: '演示电子', hasNot: page.getByRole('listitem') });
  await expect(slots).toContainText(formatMoney(0, 'zh-CN'));

  // Adding a card is blocked with the spec §8 message until the withdraw password is set.
  await page.goto(siteUrl(site, routePaths.cardsAddBankCard));
  await expect(page.getByText(zh.prompt.message)).toBeVisible();
  await page.getByRole('button', { name: zh.prompt.setPassword }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.settingWithdrawPassword));
  await member.api.withdrawPasswordSet({
    body: await member.encryptPasswordFields('withdrawPasswordSet', { password: WITHDRAW_PASSWORD }),
  });

  await page.goto(siteUrl(site, routePaths.cardsAddBankCard));
  await confirmWithWithdrawPassword(await submitBankCardForm(page, '张三'), WITHDRAW_PASSWORD);
  // The card in the list is what lasts (the "binding succeeded" toast is gone after two seconds).
  await expect(page).toHaveURL(siteUrl(site, routePaths.cards));
  await expect(page.getByText('**** **** **** 0128')).toBeVisible();

  // The new card can be withdrawn to only after the site's delay for new accounts, and the form says from when.
  await page.goto(siteUrl(site, routePaths.withdraw));
  const [usableFromPrefix = ''] = zh.withdraw.usableFrom('|').split('|');
  await expect(page.getByRole('note').filter({ hasText: usableFromPrefix })).toBeVisible();
  await control.ageWithdrawalAccounts(site, 'demo');

  // Withdraw 300 with a double tap: the fee the API reports (1 %) before submit, one withdrawal held, and the
  // page follows it until the operator pays it.
  await page.goto(siteUrl(site, routePaths.withdraw));
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByText(zh.withdraw.remainingTurnover)).toBeVisible();
  await page.getByRole('textbox', { name: zh.withdraw.amount }).fill('300');
  const terms = page.getByRole('region', { name: zh.withdraw.terms });
  await expect(terms.getByRole('listitem').filter({ hasText: zh.withdraw.feeAtRate('1') })).toContainText(
    '3.00',
  );
  await expect(terms.getByRole('listitem').filter({ hasText: zh.withdraw.receive })).toContainText('297.00');
  await page.getByRole('textbox', { name: zh.withdraw.withdrawPassword }).fill(WITHDRAW_PASSWORD);
  await page.getByRole('button', { name: zh.withdraw.submit }).dblclick();
  await expect(page.getByRole('status').getByText(zh.withdraw.submitted)).toBeVisible();
  const held = pendingWithdrawals(await control.operator('pending'), site, '300.00');
  expect(held).toHaveLength(1);
  const requestId = held[0]?.trim().split(/\s+/)[0] ?? '';
  await control.operator('approve-withdrawal', requestId);
  expect(pendingWithdrawals(await control.operator('pending'), site, '300.00')).toHaveLength(0);
  await expect(page.getByRole('status').getByText(zh.withdraw.approved)).toBeVisible();

  // Another withdrawal the operator rejects: the page says so with the operator's reason.
  await page.getByRole('button', { name: zh.withdraw.another }).click();
  await page.getByRole('textbox', { name: zh.withdraw.amount }).fill('120');
  await page.getByRole('textbox', { name: zh.withdraw.withdrawPassword }).fill(WITHDRAW_PASSWORD);
  await page.getByRole('button', { name: zh.withdraw.submit }).click();
  await expect(page.getByRole('status').getByText(zh.withdraw.submitted)).toBeVisible();
  const rejectedId = pendingWithdrawals(await control.operator('pending'), site, '120.00')[0]
    ?.trim()
    .split(/\s+/)[0];
  await control.operator('reject-withdrawal', rejectedId ?? '', '户名与卡号不符');
  await expect(page.getByRole('status').getByText(zh.withdraw.rejected)).toBeVisible();
  // The page's own line, exactly: the live stream's toast (when it is open) says it too, after its prefix.
  await expect(page.getByText('户名与卡号不符', { exact: true })).toBeVisible();

  expect(consoleErrors).toEqual([]);
});

const financePages = [
  routePaths.deposit,
  routePaths.withdraw,
  routePaths.transfer,
  routePaths.myAssets,
  routePaths.cards,
  routePaths.cardsAddBankCard,
  routePaths.cardsAddVirtualCoin,
  routePaths.cardsAddAlipay,
] as const;
const titleKeys = {
  [routePaths.deposit]: 'deposit',
  [routePaths.withdraw]: 'withdraw',
  [routePaths.transfer]: 'transfer',
  [routePaths.myAssets]: 'myAssets',
  [routePaths.cards]: 'cards',
  [routePaths.cardsAddBankCard]: 'cardsAddBankCard',
  [routePaths.cardsAddVirtualCoin]: 'cardsAddVirtualCoin',
  [routePaths.cardsAddAlipay]: 'cardsAddAlipay',
} as const;

for (const [site, locale] of languageSites) {
  test(`every finance and withdrawal-account page renders in ${locale} (${site}) with no console error and no axe violation`, async ({
    page,
    siteUrl,
    control,
    consoleErrors,
  }) => {
    test.slow();
    await signInDemo(page, siteUrl(site, routePaths.login), locale, control);
    for (const path of financePages) {
      await page.goto(siteUrl(site, path));
      await expect(
        page.getByRole('heading', { name: appLanguages[locale].pageTitles[titleKeys[path]], exact: true }),
      ).toBeVisible();
      // The page's own content, not its skeleton, is what gets checked.
      await expect(page.getByText(uiLanguages[locale].skeleton.loading)).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    }
    expect(consoleErrors).toEqual([]);
  });
}

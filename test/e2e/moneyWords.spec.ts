import { routePaths } from '@platform/domain';
import { appLanguages, uiLanguages } from '../../app/test/everyLanguage.ts';
import { cjkCharacter } from '../languageText.ts';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf, signInDemo } from './support/memberSession.ts';

const en = appLanguages['en-US'];
const site = 'betwin';

/** The member pages of the main loop, visited signed in on the English site. */
const mainRoutes = [
  routePaths.home,
  routePaths.userCentre,
  routePaths.deposit,
  routePaths.withdraw,
  routePaths.transfer,
  routePaths.myAssets,
  routePaths.transactionRecord,
  routePaths.bettingRecord,
  routePaths.vipDetail,
  routePaths.messages,
  routePaths.setting,
  routePaths.cards,
] as const;

test('betwin: a USDT deposit reads USDT from the order to the records, and no en-US page shows Chinese', async ({
  page,
  siteUrl,
  control,
}) => {
  test.slow();
  await signInDemo(page, siteUrl(site, routePaths.login), 'en-US', control);
  // betwin asks for a deposit limit before a first deposit (saferPlay.spec.ts tests that); this member has none
  await (await memberClientOf(page, site)).api.saferPlayNoDepositLimit({ body: { confirm: true } });

  // The form: an English reader gets no Chinese capitals.
  await page.goto(siteUrl(site, routePaths.deposit));
  await page.getByRole('combobox', { name: en.deposit.channel }).selectOption({ label: 'USDT TRC20 (demo)' });
  await page.getByRole('textbox', { name: en.deposit.amount }).fill('200');
  await expect(page.getByText(uiLanguages['en-US'].amountField.capitalAmount)).toHaveCount(0);
  await page.getByRole('button', { name: en.deposit.submit }).click();

  // The order: the amount to pay in USDT, without a "+" and without the site's coin.
  await expect(page).toHaveURL(/\/finance\/deposit\/info\?id=/);
  const order = page.getByRole('region', { name: /USDT TRC20/ });
  await expect(order).toContainText('USDT 200.00');
  await expect(order).not.toContainText('+');
  await expect(order.getByRole('img', { name: 'BetWin coin' })).toHaveCount(0);
  await control.operator('approve-deposit', new URL(page.url()).searchParams.get('id') ?? '');
  await expect(page.getByText(en.deposit.approved)).toBeVisible();

  // The records: the USDT wallet's lines, the deposit among them in USDT.
  await page.goto(siteUrl(site, routePaths.transactionRecord));
  await page
    .getByRole('combobox', { name: en.records.walletFilter })
    .selectOption({ label: en.wallets.virtualWallet('USDT') });
  await expect(
    page.getByRole('listitem').filter({ hasText: en.records.transactionKinds.deposit }).first(),
  ).toContainText('+USDT 200.00');

  for (const path of mainRoutes) {
    await page.goto(siteUrl(site, path));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The text a member sees (rendered and visible), not the page's hidden markup: Playwright's innerText.
    // biome-ignore lint/performance/useDomNodeTextContent: visible text is what this test is about
    const text = await page.locator('body').innerText();
    expect(text.match(new RegExp(cjkCharacter.source, 'g')) ?? [], `${path} shows Chinese`).toEqual([]);
  }
});

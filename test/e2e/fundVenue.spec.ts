import { formatMoney, routePaths } from '@platform/domain';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { catalogueGame, venueFrame } from './support/demoVenue.ts';
import { expect, test } from './support/fixtures.ts';
import { registerNewMember } from './support/newMember.ts';

/** The deposit's quick amount of 1,000, in minor units. */
const DEPOSIT_MINOR = 100_000;

test('a game launched with an empty venue wallet offers to transfer the central balance in, and then plays', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  test.slow();
  const site = 'hgty';
  const locale = 'zh-CN';
  const zh = appLanguages[locale];
  // A member of this test's own with money in the central wallet only.
  await registerNewMember(page, siteUrl(site, routePaths.register), control, locale);
  await page.goto(siteUrl(site, routePaths.deposit));
  await page.getByRole('button', { name: '1,000', exact: true }).click();
  await page.getByRole('button', { name: zh.deposit.submit }).click();
  await expect(page).toHaveURL(/\/finance\/deposit\/info\?id=/);
  await control.operator('approve-deposit', new URL(page.url()).searchParams.get('id') ?? '');
  await expect(page.getByText(zh.deposit.approved)).toBeVisible();

  await page.goto(siteUrl(site, routePaths.home));
  const game = await catalogueGame(page);
  await page.goto(siteUrl(site, game.launchPath));
  const frame = venueFrame(page, locale, game);
  const venueText = (minor: number) => formatMoney(minor, 'en-US');
  await expect(frame.getByTestId('venue-balance')).toContainText(venueText(0));

  // The prompt, in the site's language: the central balance, the whole of it prefilled, one tap.
  const prompt = page.getByRole('region', { name: /./ }).filter({ hasText: zh.games.transferAndPlay });
  await expect(prompt).toContainText(zh.wallets.central);
  await expect(prompt).toContainText(formatMoney(DEPOSIT_MINOR, locale));
  await expect(prompt.getByRole('textbox', { name: zh.wallets.amount })).toHaveValue('1000.00');
  await prompt.getByRole('button', { name: zh.games.transferAndPlay }).click();

  // The game opens again with the money in its venue wallet; the prompt is gone, and a round is played.
  await expect(frame.getByTestId('venue-balance')).toContainText(venueText(DEPOSIT_MINOR));
  await expect(page.getByRole('button', { name: zh.games.transferAndPlay })).toHaveCount(0);
  const reply = page.waitForResponse((response) => response.url().endsWith('/demo-venue/round'));
  await frame.getByRole('button', { name: 'High (4-6)' }).click();
  expect(((await (await reply).json()) as { status: boolean }).status).toBe(true);
  await expect(frame.getByRole('status')).toHaveText(/^Rolled \d/);
  expect(consoleErrors).toEqual([]);
});

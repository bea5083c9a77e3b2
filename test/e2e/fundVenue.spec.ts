import { formatMoney, routePaths } from '@platform/domain';
import type { FrameLocator, Page } from '@playwright/test';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { catalogueGame, type PlayedRound, venueFrame } from './support/demoVenue.ts';
import { expect, type SiteUrl, test } from './support/fixtures.ts';
import { registerNewMember } from './support/newMember.ts';
import { expectCentralWallet } from './support/walletCard.ts';

/** The deposit's quick amount of 1,000, in minor units. */
const DEPOSIT_MINOR = 100_000;
const site = 'hgty';
const locale = 'zh-CN';
const zh = appLanguages[locale];

type Control = Parameters<Parameters<typeof test>[2]>[0]['control'];

/** A member of the test's own with 1,000 in the central wallet (a deposit the operator approved) and no venue money. */
async function newMemberWithDeposit(page: Page, siteUrl: SiteUrl, control: Control): Promise<void> {
  await registerNewMember(page, siteUrl(site, routePaths.register), control, locale);
  await page.goto(siteUrl(site, routePaths.deposit));
  await page.getByRole('button', { name: '1,000', exact: true }).click();
  await page.getByRole('button', { name: zh.deposit.submit }).click();
  await expect(page).toHaveURL(/\/finance\/deposit\/info\?id=/);
  await control.operator('approve-deposit', new URL(page.url()).searchParams.get('id') ?? '');
  await expect(page.getByText(zh.deposit.approved)).toBeVisible();
}

/** Plays one High / Low round in the venue's frame and answers what the server made of it. */
async function playOneRound(page: Page, frame: FrameLocator): Promise<PlayedRound> {
  const reply = page.waitForResponse((response) => response.url().endsWith('/demo-venue/round'));
  await frame.getByRole('button', { name: 'High (4-6)' }).click();
  const round = ((await (await reply).json()) as { data: PlayedRound }).data;
  await expect(frame.getByRole('status')).toHaveText(/^Rolled \d/);
  return round;
}

test('a game launched with an empty venue wallet offers to transfer the central balance in, and then plays', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  test.slow();
  await newMemberWithDeposit(page, siteUrl, control);

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
  await playOneRound(page, frame);
  expect(consoleErrors).toEqual([]);
});

test('with automatic transfer on, the central wallet goes into the game at launch and comes back when the member leaves', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  test.slow();
  await newMemberWithDeposit(page, siteUrl, control);
  // The member turns it on in the settings (every site's default is off).
  await page.goto(siteUrl(site, routePaths.setting));
  const automatic = page.getByRole('checkbox', { name: zh.games.autoTransfer });
  await expect(automatic).not.toBeChecked();
  await automatic.click();
  await expect(automatic).toBeChecked();
  await expect(automatic).toBeEnabled();

  await page.goto(siteUrl(site, routePaths.home));
  const game = await catalogueGame(page);
  await page.getByRole('tab', { name: game.tab }).click();
  await page.getByRole('button', { name: game.name, exact: true }).click();
  const frame = venueFrame(page, locale, game);
  // The whole central balance is in the venue when the game opens: no prompt.
  await expect(frame.getByTestId('venue-balance')).toContainText(formatMoney(DEPOSIT_MINOR, 'en-US'));
  await expect(page.getByRole('button', { name: zh.games.transferAndPlay })).toHaveCount(0);
  const round = await playOneRound(page, frame);

  // Leaving the game: the venue's money is recalled, so the central wallet holds everything again.
  await frame.getByRole('link', { name: 'Back to the platform' }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));
  await expectCentralWallet(page, locale, DEPOSIT_MINOR - round.stakeMinor + round.payoutMinor);
  expect(consoleErrors).toEqual([]);
});

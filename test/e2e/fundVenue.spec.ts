import { formatMoney, type Locale, routePaths } from '@platform/domain';
import type { FrameLocator, Page } from '@playwright/test';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import {
  catalogueGame,
  demoVenueWords,
  type PlayedRound,
  venueFrame,
  venueMoneyText,
} from './support/demoVenue.ts';
import { expect, type SiteUrl, test } from './support/fixtures.ts';
import { registerNewMember } from './support/newMember.ts';
import { expectCentralWallet } from './support/walletCard.ts';

/** The deposit of 1,000, in minor units. */
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
  // exact: the live toast "存款已到账 <amount>" (liveUpdates.depositCredited) shows too once the event stream is open
  await expect(page.getByText(zh.deposit.approved, { exact: true })).toBeVisible();
}

/**
 * A member of the test's own on `onSite` with 1,000 of the site's money in the central wallet and no venue money.
 * betwin takes deposits in USDT only (its channels), so the money comes as the operator's reward, which every site
 * pays into the central wallet.
 */
async function newMemberWithCentralMoney(page: Page, siteUrl: SiteUrl, control: Control, onSite: string) {
  const member = await registerNewMember(
    page,
    siteUrl(onSite, routePaths.register),
    control,
    siteLocale(onSite),
  );
  await control.operator(
    'credit-reward',
    onSite,
    member.username,
    String(DEPOSIT_MINOR / 100),
    'CNY',
    'Fund test',
  );
}

/** Plays one High / Low round in the venue's frame and answers what the server made of it. */
async function playOneRound(page: Page, frame: FrameLocator, onSite: string = site): Promise<PlayedRound> {
  const words = demoVenueWords(siteLocale(onSite));
  const reply = page.waitForResponse((response) => response.url().endsWith('/demo-venue/round'));
  await frame.getByRole('button', { name: words.high }).click();
  const round = ((await (await reply).json()) as { data: PlayedRound }).data;
  await expect(frame.getByRole('status')).toHaveText(
    round.won
      ? words.rolledWin(String(round.roll), venueMoneyText(onSite)(round.payoutMinor))
      : words.rolledNoWin(String(round.roll)),
  );
  return round;
}

const fundSites = [
  ['hgty', 'zh-CN'],
  ['betwin', 'en-US'],
] as const satisfies readonly (readonly [string, Locale])[];
const siteLocale = (code: string): Locale =>
  fundSites.find(([candidate]) => candidate === code)?.[1] ?? locale;

for (const [fundSite, fundLocale] of fundSites) {
  const text = appLanguages[fundLocale];
  test(`${fundSite}: a game launched with an empty venue wallet speaks the site's language and offers to transfer the central balance in, and then plays`, async ({
    page,
    siteUrl,
    control,
    consoleErrors,
  }) => {
    test.slow();
    await newMemberWithCentralMoney(page, siteUrl, control, fundSite);

    await page.goto(siteUrl(fundSite, routePaths.home));
    const game = await catalogueGame(page);
    await page.goto(siteUrl(fundSite, game.launchPath));
    const frame = venueFrame(page, fundLocale, game);
    const venueText = (minor: number) => formatMoney(minor, 'en-US');
    await expect(frame.getByTestId('venue-balance')).toContainText(venueText(0));
    // A round with the venue wallet empty is refused in the site's language, not in the provider's English.
    const words = demoVenueWords(fundLocale);
    await frame.getByRole('button', { name: words.high }).click();
    await expect(frame.getByRole('status')).toHaveText(words.refusals.insufficient_balance);
    // The game and the prompt share one screen: playing in the frame scrolled nothing around it. A page that moved
    // under the member's finger sent the next tap, on the prompt, into the game (a frame is hit where it was painted).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The prompt, in the site's language: the central balance, the whole of it prefilled, one tap.
    const prompt = page.getByRole('region', { name: /./ }).filter({ hasText: text.games.transferAndPlay });
    await expect(prompt).toContainText(text.wallets.central);
    await expect(prompt).toContainText(formatMoney(DEPOSIT_MINOR, fundLocale));
    await expect(prompt.getByRole('textbox', { name: text.wallets.amount })).toHaveValue('1000.00');
    await prompt.getByRole('button', { name: text.games.transferAndPlay }).click();

    // The game opens again with the money in its venue wallet; the prompt is gone, and a round is played.
    await expect(frame.getByTestId('venue-balance')).toContainText(venueText(DEPOSIT_MINOR));
    await expect(page.getByRole('button', { name: text.games.transferAndPlay })).toHaveCount(0);
    await playOneRound(page, frame, fundSite);
    // The only error is the refused round's answer (409, by design), which the browser logs as a failed load.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 409')]);
  });
}

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
  await frame.getByRole('link', { name: demoVenueWords('zh-CN').backToPlatform }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));
  await expectCentralWallet(page, locale, DEPOSIT_MINOR - round.stakeMinor + round.payoutMinor);
  expect(consoleErrors).toEqual([]);
});

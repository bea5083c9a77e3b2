import { errorMessage } from '@platform/contract';
import { formatMoney, type Locale, routePaths } from '@platform/domain';
import type { Page } from '@playwright/test';
import { uiLanguages } from '../../app/test/everyLanguage.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import {
  catalogueGame,
  demoVenueWords,
  expectHeartbeatAccepted,
  playUntilWinAndLoss,
  venueFrame,
  venueMoneyText,
} from './support/demoVenue.ts';
import { expect, test } from './support/fixtures.ts';
import { languageSites } from './support/languageSites.ts';
import { memberClientOf, signInDemo } from './support/memberSession.ts';
import { apartFromRefusals } from './support/refusals.ts';

test('a game from the lobby: the server sees heartbeats, rounds win and lose through the ledger, venue back refreshes, recall all', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  test.slow();
  const site = 'hgty';
  await signInDemo(page, siteUrl(site, routePaths.login), 'zh-CN', control);
  const member = await memberClientOf(page, site);
  const game = await catalogueGame(page);
  // Money in the venue wallet to play with, moved the way the transfer page moves it.
  await member.api.transfer({
    body: { walletCode: game.walletCode, direction: 'to_venue', amountMinor: 5_000 },
  });
  const venueAtStart = (await member.api.walletList({ query: {} })).find(
    (wallet) => wallet.walletCode === game.walletCode,
  );
  if (venueAtStart === undefined) throw new Error(`the member has no ${game.walletCode} wallet`);
  const betsAtStart = (await member.api.betRecords({ query: { preset: -1 } })).total;

  // The app's own clock, so the 30 s heartbeat is reached without waiting 30 s; it applies from the next load.
  await page.clock.install();
  await page.goto(siteUrl(site, routePaths.home));
  await page.getByRole('tab', { name: game.tab }).click();
  await page.getByRole('button', { name: game.name }).click();
  await expect(page).toHaveURL(siteUrl(site, game.launchPath));
  const frame = venueFrame(page, 'zh-CN', game);
  const venueText = venueMoneyText(site);
  await expect(frame.getByTestId('venue-balance')).toHaveText(venueText(venueAtStart.balanceMinor));

  // The game-session machine's heartbeat names the open game, and the server accepts it for the open session.
  await expectHeartbeatAccepted(page, game);

  // Rounds until one has won and one has lost; the frame shows each result and the venue wallet after it.
  const { rounds, venueBalanceMinor: venueBalance } = await playUntilWinAndLoss(
    page,
    'zh-CN',
    frame,
    venueAtStart.balanceMinor,
    venueText,
  );
  expect((await member.api.betRecords({ query: { preset: -1 } })).total).toBe(betsAtStart + rounds.length);

  // Venue back: the member returns to the lobby, whose wallet card shows the venue balance after the rounds.
  await frame.getByRole('link', { name: demoVenueWords('zh-CN').backToPlatform }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));
  // The home's card is a compact summary: its venue row says what the venues hold now (the member sees all of
  // their money after playing) and opens the venue balances on the wallet page.
  const venuesRow = page.getByRole('button', { name: uiLanguages['zh-CN'].walletCard.venueWallets });
  const venuesHold = (await member.api.walletList({ query: {} })).reduce(
    (total, wallet) => total + wallet.balanceMinor,
    0,
  );
  expect(venuesHold).toBeGreaterThanOrEqual(venueBalance);
  await expect(venuesRow).toContainText(formatMoney(venuesHold, 'zh-CN'));
  await venuesRow.click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.myAssets));
  // The overview lists each wallet as a term and its balance.
  const venueWallet = page
    .getByRole('term')
    .filter({ hasText: venueAtStart.name })
    .locator('xpath=following-sibling::dd[1]');
  await expect(venueWallet).toContainText(formatMoney(venueBalance, 'zh-CN'));
  await page.goBack();
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));

  // Recall all brings every venue's money home (the demo member holds some in other venues too): the central
  // wallet gains exactly what the venues held, this one's being what the rounds left in it. Only this test moves
  // the hgty demo member's money, so the figures are its own.
  const venuesBeforeRecall = await member.api.walletList({ query: {} });
  expect(venuesBeforeRecall.find((wallet) => wallet.walletCode === game.walletCode)?.balanceMinor).toBe(
    venueBalance,
  );
  const heldInVenues = venuesBeforeRecall.reduce((sum, wallet) => sum + wallet.balanceMinor, 0);
  const centralBeforeRecall = (await member.api.balance()).balanceMinor;
  await page.getByRole('button', { name: uiLanguages['zh-CN'].walletCard.recallAll }).click();
  // The server's central balance is what the member keeps (the card refreshes around the recall).
  await expect
    .poll(async () => (await member.api.balance()).balanceMinor)
    .toBe(centralBeforeRecall + heldInVenues);
  expect(consoleErrors).toEqual([]);
});

test('a game under maintenance cannot launch from the lobby or its link, and says so', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  test.slow();
  // hgtyc's own catalogue: the other tests keep playing hgty's game while this one is closed.
  const site = 'hgtyc';
  await signInDemo(page, siteUrl(site, routePaths.login), 'zh-CN', control);
  const game = await catalogueGame(page);
  await control.operator('maintenance', 'game', site, game.id, 'on');
  try {
    await page.goto(siteUrl(site, routePaths.home));
    await page.getByRole('tab', { name: game.tab }).click();
    const card = page.getByRole('button', { name: game.name });
    await expect(card).toContainText(uiLanguages['zh-CN'].gameCard.maintenance);
    // A tap on the card is no dead end: the game's page says why it is closed (with the operator's note when
    // there is one: consoleActions.spec) and launches nothing.
    await card.click();
    await expectMaintenance(page, 'zh-CN');

    await page.goto(siteUrl(site, game.launchPath));
    await expectMaintenance(page, 'zh-CN');
  } finally {
    await control.operator('maintenance', 'game', site, game.id, 'off');
  }

  // A venue under maintenance closes every game it runs, the same way.
  await control.operator('maintenance', 'venue', site, game.walletCode, 'on');
  try {
    await page.goto(siteUrl(site, game.launchPath));
    await expectMaintenance(page, 'zh-CN');
  } finally {
    await control.operator('maintenance', 'venue', site, game.walletCode, 'off');
  }
  await page.goto(siteUrl(site, game.launchPath));
  await expect(venueFrame(page, 'zh-CN', game).getByTestId('venue-balance')).toBeVisible();
  expect(apartFromMaintenance(consoleErrors, 'zh-CN')).toEqual([]);
});

/**
 * Console errors other than the ones a launch under maintenance provokes on purpose: the browser's line for the
 * server's 409, and the app's log of the failed launch (spec §8: loaders log their errors) with its message.
 */
function apartFromMaintenance(errors: string[], locale: Locale): string[] {
  const refusal = `failed ApiError: ${errorMessage('GAME_UNDER_MAINTENANCE', locale)}`;
  return apartFromRefusals(errors, [409]).filter((error) => !error.includes(refusal));
}

async function expectMaintenance(page: Page, locale: Locale) {
  const text = uiLanguages[locale].maintenanceState;
  await expect(page.getByRole('heading', { name: text.gameTitle })).toBeVisible();
  await expect(page.getByText(text.gameMessage)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
}

for (const [site, locale] of languageSites) {
  test(`every games page renders in ${locale} (${site}) with no console error and no axe violation`, async ({
    page,
    siteUrl,
    control,
    consoleErrors,
  }) => {
    test.slow();
    await signInDemo(page, siteUrl(site, routePaths.login), locale, control);

    // An open game: its nav-bar title (the game's name) and the venue in its frame.
    const game = await catalogueGame(page);
    await page.goto(siteUrl(site, game.launchPath));
    await expect(page.getByRole('heading', { name: game.name, exact: true })).toBeVisible();
    await expect(venueFrame(page, locale, game).getByTestId('venue-balance')).toBeVisible();
    await expectNoAxeViolations(page, game.launchPath);

    // The same game under maintenance says so instead of opening.
    await control.operator('maintenance', 'game', site, game.id, 'on');
    try {
      await page.goto(siteUrl(site, game.launchPath));
      await expectMaintenance(page, locale);
      await expectNoAxeViolations(page, `${game.launchPath} (maintenance)`);
    } finally {
      await control.operator('maintenance', 'game', site, game.id, 'off');
    }

    // Venue back returns to where the game was opened from: a direct link, so home.
    await page.goto(siteUrl(site, routePaths.venueBack));
    await expect(page).toHaveURL(siteUrl(site, routePaths.home));
    await expectNoAxeViolations(page, routePaths.home);
    expect(apartFromMaintenance(consoleErrors, locale)).toEqual([]);
  });
}

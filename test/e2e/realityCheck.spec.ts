import { formatMoney, routePaths } from '@platform/domain';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { playSessionCatalog } from '../../packages/ui/src/i18n/playSessionCatalog.ts';
import { catalogueGame, playUntilWinAndLoss, venueFrame, venueMoneyText } from './support/demoVenue.ts';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf, signInDemo } from './support/memberSession.ts';
import { demoLogin } from './support/signIn.ts';

const site = 'betwin';
const locale = 'en-US';
const INTERVAL_MINUTES = 15;

test('a reality check covers the game at the interval the member picked, with the server’s time and net; the bar shows both; leave goes back', async ({
  page,
  siteUrl,
  control,
}) => {
  test.slow();
  const text = appLanguages[locale];
  const words = await playSessionCatalog.load(locale);
  await signInDemo(page, siteUrl(site, routePaths.login), locale, control);

  // The member picks the interval on the safer-play page.
  await page.goto(siteUrl(site, routePaths.saferPlay));
  const interval = page
    .getByRole('region', { name: text.saferPlay.realityCheck })
    .getByRole('combobox', { name: text.saferPlay.realityCheckInterval });
  await interval.selectOption({ label: text.saferPlay.minutes(INTERVAL_MINUTES) });
  await expect(page.getByText(text.saferPlay.realityCheckSaved)).toBeVisible();

  const member = await memberClientOf(page, site);
  const game = await catalogueGame(page);
  await member.api.transfer({
    body: { walletCode: game.walletCode, direction: 'to_venue', amountMinor: 5_000 },
  });
  const venueAtStart = (await member.api.walletList({ query: {} })).find(
    (wallet) => wallet.walletCode === game.walletCode,
  );
  if (venueAtStart === undefined) throw new Error(`the member has no ${game.walletCode} wallet`);

  // The app's own clock, so the bar's next reading (one heartbeat on) comes without waiting 30 s.
  await page.clock.install();
  await page.goto(siteUrl(site, game.launchPath));
  // The bar's description list is named for the session; the app shows it on sites with reality checks only.
  const sessionBar = page.locator(`dl[aria-label="${words.sessionBar.label}"]`);
  await expect(sessionBar).toBeVisible();

  const frame = venueFrame(page, locale, game);
  const venueText = venueMoneyText(site);
  const { rounds } = await playUntilWinAndLoss(page, locale, frame, venueAtStart.balanceMinor, venueText);
  const netMinor = rounds.reduce((sum, round) => sum + round.payoutMinor - round.stakeMinor, 0);
  const netText = `${netMinor < 0 ? '-' : netMinor > 0 ? '+' : ''}${formatMoney(Math.abs(netMinor), locale)}`;

  // One heartbeat on, the bar reads the session again: the net result of those rounds, from the ledger.
  await page.clock.fastForward(30_000);
  await expect(sessionBar).toContainText(`${words.sessionBar.netResult}${netText}`);
  await expect(sessionBar).toContainText(words.sessionBar.played);

  // The play session has gone on for the interval (its start moved back on the server, not the clock).
  await control.agePlaySession(site, demoLogin.username, INTERVAL_MINUTES);
  await page.clock.fastForward(30_000);
  const check = page.getByRole('alertdialog', { name: words.realityCheck.title });
  await expect(check).toBeVisible();
  // The interval the server aged the session by, plus the real time the rounds took and the app's two fast-forwarded
  // heartbeats (up to two minutes on a busy machine): an unaged session would read a minute or two.
  await expect(check).toHaveAccessibleDescription(/You have been playing for 1[5-7]:\d\d this session\./);
  await expect(check).toContainText(`${words.realityCheck.netResult}${netText}`);

  // A reload does not dismiss it: the server still says it is due.
  await page.reload();
  await expect(page.getByRole('alertdialog', { name: words.realityCheck.title })).toBeVisible();

  await page.getByRole('button', { name: words.realityCheck.leave }).click();
  // with no place remembered from a lobby, venue back goes home
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));
});

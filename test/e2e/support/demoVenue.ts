import { gameLaunchPath, HEARTBEAT_INTERVAL_MS, type Locale } from '@platform/domain';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { appLanguages } from '../../../app/test/everyLanguage.ts';
import { venueFigures } from '../../../packages/server/src/demoVenue/venueFigures.ts';
import { serverText } from '../../../packages/server/src/i18n/serverText.ts';
import { defaultSiteDirectory } from '../../../packages/server/src/sites/siteConfigs.ts';

/** A category's `state` when it is open (any other state closes its games). */
const CATEGORY_OPEN = 1;

/** A game of a site's catalogue as the lobby shows it: its category tab, its card and its launch route. */
export type CatalogueGame = { id: string; name: string; walletCode: string; tab: string; launchPath: string };

type GameListCategory = {
  name: string;
  title: string;
  state: number;
  sort: number;
  gameType: number;
  games: { id: string; name: string; wallet_code: string; maintenance: boolean; seq: number }[];
};

/** The site's game list as the lobby reads it, from the page: the site is chosen by host, which only the browser resolves. */
async function gameList(page: Page): Promise<GameListCategory[]> {
  const response = await page.evaluate(() =>
    fetch('/api/findmed/v1/game/list', { headers: { d: '25' } }).then((reply) => reply.json()),
  );
  return (response as { data: GameListCategory[] }).data;
}

/** The name of the lobby's first game tile: the first game of the first category, in the lobby's order. */
export async function lobbyFirstGameName(page: Page): Promise<string> {
  const categories = (await gameList(page)).sort((first, second) => first.sort - second.sort);
  const first = [...(categories[0]?.games ?? [])].sort((left, right) => left.seq - right.seq)[0];
  if (first === undefined) throw new Error(`${page.url()}: the lobby's first category has no game`);
  return first.name;
}

/**
 * The site's first open game outside the sportsbook (whose name could also be a match's), or the first open one
 * of `walletCode`'s venue, read from the game list the lobby reads.
 */
export async function catalogueGame(page: Page, walletCode?: string): Promise<CatalogueGame> {
  const data = await gameList(page);
  const wanted = (code: string) => (walletCode === undefined ? code !== 'sports' : code === walletCode);
  for (const category of data) {
    const game = category.games.find(
      (entry) => category.state === CATEGORY_OPEN && !entry.maintenance && wanted(entry.wallet_code),
    );
    if (game !== undefined) {
      return {
        id: game.id,
        name: game.name,
        walletCode: game.wallet_code,
        tab: category.title || category.name,
        launchPath: gameLaunchPath({
          id: game.id,
          title: game.name,
          code: game.wallet_code,
          gtype: category.gameType,
        }),
      };
    }
  }
  throw new Error(`${page.url()} lists no open game${walletCode === undefined ? '' : ` of ${walletCode}`}`);
}

/** The demo venue's words in a site's language (the server's catalog): the page a game opens speaks the site's. */
export const demoVenueWords = (locale: Locale) => serverText(locale).demoVenue;

/** An amount as the demo venue's page of `siteCode` writes it: the site's money display (the server's rule). */
export function venueMoneyText(siteCode: string): (minor: number) => string {
  const site = defaultSiteDirectory().byCode(siteCode);
  if (!site) throw new Error(`no site ${siteCode}`);
  return venueFigures(site, site.defaultLocale).money;
}

export const venueFrame = (page: Page, locale: Locale, game: CatalogueGame) =>
  page.frameLocator(`iframe[title="${appLanguages[locale].games.frameTitle(game.name)}"]`);

/**
 * Advances the page's installed clock (`page.clock.install()` before the launch) by one heartbeat interval and
 * checks that the game-session machine's heartbeat names the open game and that the server accepts it.
 */
export async function expectHeartbeatAccepted(page: Page, game: CatalogueGame): Promise<void> {
  const heartbeat = page.waitForRequest((request) => request.url().endsWith('/api/findmed/v1/heartbeat'));
  await page.clock.fastForward(HEARTBEAT_INTERVAL_MS);
  const sent = await heartbeat;
  expect(new URLSearchParams(sent.postData() ?? '').get('gameid')).toBe(game.id);
  expect(await (await sent.response())?.json()).toMatchObject({
    status: true,
    data: { nextHeartbeatInMs: expect.any(Number) },
  });
}

/** What the demo venue answers for one round (its page shows the same, in the site's money display). */
export type PlayedRound = { roll: number; won: boolean; stakeMinor: number; payoutMinor: number };

/** At most this many rounds to see both a win and a loss: at even odds, 40 rounds miss one with p = 2^-39. */
const MAXIMUM_ROUNDS = 40;

/**
 * Plays High / Low rounds in the venue's frame, alternating picks, until one has won and one has lost. Each
 * round's result is read from the server's answer and checked against what the frame shows: the roll, the win
 * and the venue wallet after it (`venueText` formats money as the frame does: `venueMoneyText`).
 */
export async function playUntilWinAndLoss(
  page: Page,
  locale: Locale,
  frame: FrameLocator,
  venueAtStartMinor: number,
  venueText: (minor: number) => string,
): Promise<{ rounds: PlayedRound[]; venueBalanceMinor: number }> {
  const words = demoVenueWords(locale);
  const rounds: PlayedRound[] = [];
  let venueBalanceMinor = venueAtStartMinor;
  const sawWinAndLoss = () => rounds.some((round) => round.won) && rounds.some((round) => !round.won);
  while (!sawWinAndLoss() && rounds.length < MAXIMUM_ROUNDS) {
    const pick = rounds.length % 2 === 0 ? words.high : words.low;
    const reply = page.waitForResponse((response) => response.url().endsWith('/demo-venue/round'));
    await frame.getByRole('button', { name: pick }).click();
    const round = ((await (await reply).json()) as { data: PlayedRound }).data;
    rounds.push(round);
    venueBalanceMinor += round.payoutMinor - round.stakeMinor;
    const outcome = round.won
      ? words.rolledWin(String(round.roll), venueText(round.payoutMinor))
      : words.rolledNoWin(String(round.roll));
    await expect(frame.getByRole('status')).toHaveText(outcome);
    await expect(frame.getByTestId('venue-balance')).toHaveText(venueText(venueBalanceMinor));
    await expect(frame.getByRole('button', { name: pick })).toBeEnabled();
  }
  expect(sawWinAndLoss()).toBe(true);
  return { rounds, venueBalanceMinor };
}

import { endpoints } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../src/i18n/serverText.ts';
import { defaultSiteDirectory } from '../../src/sites/siteConfigs.ts';
import { createTestApp, get, postForm, registerMember, type TestApp } from '../support/testApp.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Category = {
  name: string;
  icon_nor: string;
  icon_sel: string;
  games: { id: string; imgUrl: string; wallet_code: string }[];
};

async function gameList(site: string): Promise<Category[]> {
  return (await get(testApp.app, '/api/findmed/v1/game/list', { site })).json().data as Category[];
}

async function svgAt(url: string, site: string): Promise<string> {
  const image = await get(testApp.app, url, { site });
  expect(image.statusCode, url).toBe(200);
  expect(image.headers['content-type'], url).toContain('image/svg+xml');
  return image.body;
}

describe('the demo catalogue is drawn (issue 21 item 16)', () => {
  it('gives every game of every site a drawing of its own and every category an icon, none of them words', async () => {
    for (const site of defaultSiteDirectory().all) {
      const categories = await gameList(site.code);
      const icons = await Promise.all(categories.map((category) => svgAt(category.icon_nor, site.code)));
      expect(new Set(icons).size, site.code).toBe(categories.length);
      const games = categories.flatMap((category) => category.games);
      const tiles = await Promise.all(games.map((game) => svgAt(game.imgUrl, site.code)));
      expect(new Set(tiles).size, site.code).toBe(games.length);
      // A drawing has no text to translate: the old tiles printed the game's or the category's English code.
      for (const drawing of [...icons, ...tiles]) {
        expect(drawing).toMatch(/^<svg /);
        expect(drawing).not.toMatch(/<text[^>]*>\s*(sports|live|slots|lottery|cards|esports)\s*</);
      }
    }
  });

  it('answers not found for a drawing that does not exist', async () => {
    expect((await get(testApp.app, '/demo-assets/game/999.svg')).statusCode).toBe(404);
    expect((await get(testApp.app, '/demo-assets/category/poker.svg')).statusCode).toBe(404);
  });
});

describe("the demo venue's page speaks the site's language", () => {
  for (const [site, locale] of [
    ['hgty', 'zh-CN'],
    ['by', 'zh-HK'],
    ['betwin', 'en-US'],
  ] as const) {
    it(`${site}: ${locale}`, async () => {
      const member = await registerMember(testApp, { site });
      const [game] = (await gameList(site)).flatMap((category) => category.games);
      const launch = await postForm(
        testApp.app,
        endpoints.gameLaunch.path,
        { gameId: game?.id ?? '' },
        { token: member.token, site },
      );
      expect(launch.statusCode, launch.body).toBe(200);
      const { url } = (launch.json() as { data: { url: string } }).data;
      const page = await get(testApp.app, url, { site });
      const words = serverText(locale).demoVenue;
      expect(page.body).toContain(`<html lang="${locale}">`);
      for (const word of [words.backToPlatform, words.high, words.low, words.stake, words.diceTitle]) {
        expect(page.body).toContain(word);
      }
      // The script's refusals travel in the page, in the site's language.
      expect(page.body).toContain(words.refusals.insufficient_balance);
      const expired = await get(testApp.app, '/demo-venue/play?ticket=an-expired-ticket-of-some-length', {
        site,
      });
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toContain(words.linkExpired);
    });
  }
});

describe("the demo venue's page reads as the app does (no wallet code, ISO time or currency code)", () => {
  for (const [site, locale, emptyWallet] of [
    ['hgty', 'zh-CN', '¥0.00'],
    ['by', 'zh-HK', '0.00 博雅幣'],
    ['betwin', 'en-US', '0.00 BetWin coin'],
  ] as const) {
    it(`${site}: the venue's name, the site's money display and a local time`, async () => {
      const member = await registerMember(testApp, { site });
      const [game] = (await gameList(site)).flatMap((category) => category.games);
      const launch = await postForm(
        testApp.app,
        endpoints.gameLaunch.path,
        { gameId: game?.id ?? '' },
        { token: member.token, site },
      );
      const { url } = (launch.json() as { data: { url: string } }).data;
      const ticket = new URL(url, 'http://venue').searchParams.get('ticket') ?? '';
      const page = (await get(testApp.app, url, { site })).body;
      const wallets = (
        await get(testApp.app, endpoints.walletList.path, { site, token: member.token })
      ).json().data as { walletCode: string; name: string }[];
      const venue = wallets.find((wallet) => wallet.walletCode === game?.wallet_code);
      if (!venue) throw new Error(`${site}: no venue wallet ${game?.wallet_code}`);
      const words = serverText(locale).demoVenue;
      expect(page).toContain(words.venueWallet(venue.name));
      expect(page).not.toContain(words.venueWallet(venue.walletCode));
      expect(page).toContain(`data-testid="venue-balance">${emptyWallet}</dd>`);
      expect(page).not.toMatch(/CNY/);
      // The heartbeat's time is the site's wall clock; the ISO instant stays only in the machine-readable attribute.
      const shownTime = page.match(/<time id="last-heartbeat" datetime="([^"]+)">([^<]+)<\/time>/);
      expect(shownTime?.[2]).toMatch(/\d{1,2}:\d{2}:\d{2}/);
      expect(shownTime?.[2]).not.toContain(shownTime?.[1]);
      const heartbeat = await testApp.app.inject({
        method: 'POST',
        url: '/demo-venue/heartbeat',
        headers: { 'content-type': 'text/plain' },
        payload: ticket,
      });
      const beat = heartbeat.json().data as { lastHeartbeatAt: string; lastHeartbeatText: string };
      const siteClock = new Intl.DateTimeFormat(locale, {
        timeStyle: 'medium',
        timeZone: defaultSiteDirectory().byCode(site)?.config.timeZone,
      });
      expect(beat.lastHeartbeatText).toBe(siteClock.format(new Date(beat.lastHeartbeatAt)));
    });
  }
});

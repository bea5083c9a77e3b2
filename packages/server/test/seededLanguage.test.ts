import { contentLocale, contentLocales, glossaryMisuses, type Locale } from '@platform/domain';
import { requireSiteConfig } from '@platform/site-config';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cjkCharacter, simplifiedOnlyCharacter } from '../../../test/languageText.ts';
import { gameCategories, games, phoneAreas, venues, vipLevels } from '../src/db/schema/catalogue.ts';
import { activities, articles } from '../src/db/schema/contentPages.ts';
import { ledgerTransactions } from '../src/db/schema/ledger.ts';
import { members } from '../src/db/schema/members.ts';
import { memberMessages } from '../src/db/schema/messages.ts';
import { depositChannels } from '../src/db/schema/paymentTables.ts';
import { betRecords } from '../src/db/schema/recordTables.ts';
import { taskGroups, tasks } from '../src/db/schema/tasks.ts';
import { DEMO_USERNAME } from '../src/seed/demoMembers.ts';
import { defaultSiteDirectory } from '../src/sites/siteConfigs.ts';
import { sponsorSlug } from '../src/sponsor/service.ts';
import { userCentreMenu } from '../src/userCentre/menu.ts';
import { createTestApp, postJson, signIn, type TestApp } from './support/testApp.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sites = defaultSiteDirectory().all;

/** Every text the demo data gave the site, in the language a member of the site reads it in. */
async function seededTextsOf(siteCode: string, locale: Locale): Promise<string[]> {
  const db = testApp.connection.db;
  const groups = await db.select().from(taskGroups).where(eq(taskGroups.siteCode, siteCode));
  const siteTasks = await db
    .select()
    .from(tasks)
    .where(
      inArray(
        tasks.groupId,
        groups.map((group) => group.id),
      ),
    );
  const areas = await db.select().from(phoneAreas).where(eq(phoneAreas.siteCode, siteCode));
  const levels = await db.select().from(vipLevels).where(eq(vipLevels.siteCode, siteCode));
  const promos = await db.select().from(activities).where(eq(activities.siteCode, siteCode));
  // The sponsor page is seeded in every language; the site serves the one of the member's language.
  const pages = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.siteCode, siteCode),
        or(ne(articles.kind, 'sponsor'), eq(articles.slug, sponsorSlug(locale))),
      ),
    );
  const categories = await db.select().from(gameCategories).where(eq(gameCategories.siteCode, siteCode));
  const siteGames = await db.select().from(games).where(eq(games.siteCode, siteCode));
  const inbox = await db
    .select({ title: memberMessages.title, content: memberMessages.content })
    .from(memberMessages)
    .innerJoin(members, eq(members.id, memberMessages.memberId))
    .where(and(eq(members.siteCode, siteCode), eq(members.username, DEMO_USERNAME)));
  const siteVenues = await db.select().from(venues).where(eq(venues.siteCode, siteCode));
  const channels = await db.select().from(depositChannels).where(eq(depositChannels.siteCode, siteCode));
  const demoMember = and(eq(members.siteCode, siteCode), eq(members.username, DEMO_USERNAME));
  const bets = await db
    .select({ gameName: betRecords.gameName, selection: betRecords.selection })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(demoMember);
  const movements = await db
    .select({ description: ledgerTransactions.description })
    .from(ledgerTransactions)
    .innerJoin(members, eq(members.id, ledgerTransactions.memberId))
    .where(demoMember);
  expect(
    siteTasks.length * areas.length * inbox.length * siteVenues.length * channels.length * bets.length,
    `${siteCode} has seeded tasks, areas and messages`,
  ).not.toBe(0);
  return [
    ...groups.map((group) => group.name),
    ...siteTasks.flatMap((task) => [task.title, task.description]),
    ...areas.map((area) => area.name),
    ...levels.flatMap((level) => level.privileges.map((privilege) => privilege.title)),
    ...promos.flatMap((promo) => [promo.title, promo.summary, promo.content]),
    ...pages.flatMap((page) => [page.title, page.content]),
    ...categories.map((category) => category.title),
    ...siteGames.flatMap((game) => [game.name, game.description]),
    ...inbox.flatMap((message) => [message.title, message.content]),
    // Names a member reads in the lobby, the wallet, the deposit form and the records.
    ...siteVenues.map((venue) => venue.name),
    ...channels.flatMap((channel) => {
      const { kind: _kind, ...details } = channel.receivingDetails;
      return [channel.name, ...Object.values(details)];
    }),
    ...bets.flatMap((bet) => [bet.gameName, bet.selection.event, bet.selection.market, bet.selection.pick]),
    ...movements.map((movement) => movement.description),
  ];
}

describe('seeded demo data speaks the site’s language', () => {
  const sitesIn = (locale: Locale) => sites.filter((site) => site.defaultLocale === locale);

  it('an en-US site has no Chinese character in any seeded text', async () => {
    expect(sitesIn('en-US').length).toBeGreaterThan(0);
    for (const site of sitesIn('en-US')) {
      const texts = await seededTextsOf(site.code, 'en-US');
      expect(texts.filter((text) => cjkCharacter.test(text))).toEqual([]);
    }
  });

  it('a zh-CN site names its venues, deposit channels and demo bets in Chinese', async () => {
    expect(sitesIn('zh-CN').length).toBeGreaterThan(0);
    for (const site of sitesIn('zh-CN')) {
      const texts = await seededTextsOf(site.code, 'zh-CN');
      const englishOnly = texts.filter((text) => /[A-Za-z]{3}/.test(text) && !cjkCharacter.test(text));
      // Codes and addresses are not words: a wallet address, an e-mail, a game's brand name (CS2, DOTA2).
      expect(englishOnly.filter((text) => !/^(T|0x)[0-9A-Za-z]+$|@|^[A-Z0-9 ]+$/.test(text))).toEqual([]);
    }
  });

  it('seeded content and the user centre menu say each glossary concept with the glossary’s word', async () => {
    for (const site of sites) {
      const locale = contentLocale(site.defaultLocale);
      const texts = await seededTextsOf(site.code, site.defaultLocale);
      const misuses = texts.flatMap((text) =>
        glossaryMisuses(text, locale).map((misuse) => ({ text, ...misuse })),
      );
      expect(misuses, site.code).toEqual([]);
    }
    for (const locale of contentLocales) {
      const menu = userCentreMenu(locale, requireSiteConfig('hgty'), { unreadMessages: 0 });
      const titles = menu.flatMap((section) => [
        section.title,
        ...section.children.map((entry) => entry.title),
      ]);
      expect(
        titles.flatMap((title) => glossaryMisuses(title, locale)),
        locale,
      ).toEqual([]);
    }
  });

  it('a zh-HK site has no simplified-only character in any seeded text', async () => {
    expect(sitesIn('zh-HK').length).toBeGreaterThan(0);
    for (const site of sitesIn('zh-HK')) {
      const texts = await seededTextsOf(site.code, 'zh-HK');
      expect(texts.filter((text) => simplifiedOnlyCharacter.test(text))).toEqual([]);
      // Traditional Chinese, not English copies.
      expect(texts.filter((text) => cjkCharacter.test(text)).length).toBeGreaterThan(texts.length / 2);
    }
  });

  it('the check-in promotion names the daily sign-in task and the reward it pays, on every site', async () => {
    for (const site of sites) {
      const token = await signIn(testApp.app, { site: site.code });
      const response = await postJson(
        testApp.app,
        '/api/findmed/v1/task/conter/list',
        { groupId: `${site.code}-daily` },
        { token, site: site.code },
      );
      const signInTask = (
        response.json() as {
          data: { list: { id: string; title: string; reward: { amountMinor: number } }[] };
        }
      ).data.list.find((task) => task.id === `${site.code}-task-1`);
      if (!signInTask) throw new Error(`${site.code} has no daily sign-in task`);
      const [promo] = await testApp.connection.db
        .select()
        .from(activities)
        .where(eq(activities.id, `${site.code}-promo-2`));
      const paid = (signInTask.reward.amountMinor / 100).toFixed(2);
      expect(promo?.summary).toContain(paid);
      expect(promo?.content).toContain(`<strong>${signInTask.title}</strong>`);
      expect(promo?.content).toContain(paid);
    }
  });
});

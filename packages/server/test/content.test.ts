import { contentLocale, tutorialSlugs } from '@platform/domain';
import { SITE_ASSET_URL_PREFIX } from '@platform/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cjkCharacter } from '../../../test/languageText.ts';
import { runOperatorCommand } from '../src/operator/commands.ts';
import { contentByLocale } from '../src/seed/content/localeContent.ts';
import { defaultSiteDirectory } from '../src/sites/siteConfigs.ts';
import { createTestApp, get, type TestApp } from './support/testApp.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sites = defaultSiteDirectory().all;

type ArticleSummary = { slug: string; title: string };

async function data(site: string, path: string, query: Record<string, string> = {}) {
  const response = await get(testApp.app, path, { site, query });
  expect(response.statusCode, `${site} ${path} ${JSON.stringify(query)}`).toBe(200);
  return response.json().data;
}

describe('seeded content per site language', () => {
  it('covers all five sites, in all three languages', () => {
    expect(sites.map((site) => site.config.defaultLanguage).sort()).toEqual([
      'en-US',
      'zh-CN',
      'zh-CN',
      'zh-CN',
      'zh-HK',
    ]);
  });

  for (const site of sites) {
    const language = site.config.defaultLanguage;
    const expected = contentByLocale[contentLocale(language)];

    it(`${site.code} serves every tutorial in ${language}, each with its own article`, async () => {
      const list: ArticleSummary[] = await data(site.code, '/api/findmed/v1/article/list', {
        kind: 'tutorial',
      });
      expect(list.map((article) => article.slug)).toEqual([...tutorialSlugs]);
      const bodies = new Set<string>();
      for (const slug of tutorialSlugs) {
        const article = await data(site.code, '/api/findmed/v1/article/detail', { kind: 'tutorial', slug });
        expect(article).toMatchObject({ slug, title: expected.tutorials[slug].title });
        expect(article.content).toBe(expected.tutorials[slug].html);
        bodies.add(article.content);
      }
      // Real articles, not one template with the title filled in.
      expect(bodies.size).toBe(tutorialSlugs.length);
    });

    it(`${site.code} serves its help topics and activities in ${language}`, async () => {
      const help: ArticleSummary[] = await data(site.code, '/api/findmed/v1/article/list', { kind: 'help' });
      expect(help.map((topic) => topic.title)).toEqual(expected.helpTopics.map((topic) => topic.title));
      const activities = await data(site.code, '/api/findmed/v1/activity/list');
      expect(activities.list.map((activity: { title: string }) => activity.title)).toEqual(
        expected.activities.map((activity) => activity.title),
      );
      const promo = await data(site.code, '/api/findmed/v1/promo/detail', { id: `${site.code}-promo-1` });
      expect(promo.content).toBe(expected.activities[0].rulesHtml);
    });

    it(`${site.code}'s activity banners are drawings of their own, each an image the server serves`, async () => {
      const activities = await data(site.code, '/api/findmed/v1/activity/list');
      const banners: string[] = activities.list.map((activity: { bannerUrl: string }) => activity.bannerUrl);
      expect(banners.length).toBeGreaterThan(0);
      // One picture per activity, not the site's logo banner cropped to fit (issue 21 item 16).
      expect(new Set(banners).size).toBe(banners.length);
      expect(banners.filter((url) => url.startsWith(SITE_ASSET_URL_PREFIX))).toEqual([]);
      for (const url of banners) {
        const image = await get(testApp.app, url, { site: site.code });
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type'], url).toContain('image/svg+xml');
        expect(image.body, url).toMatch(/^<svg /);
      }
    });
  }

  it('shows no Chinese on an en-US site: tutorials, help topics, activities and their rules', async () => {
    const englishSites = sites.filter((site) => site.config.defaultLanguage === 'en-US');
    expect(englishSites.length).toBeGreaterThan(0);
    for (const site of englishSites) {
      const texts: string[] = [];
      for (const kind of ['tutorial', 'help']) {
        const list: ArticleSummary[] = await data(site.code, '/api/findmed/v1/article/list', { kind });
        for (const { slug } of list) {
          const article = await data(site.code, '/api/findmed/v1/article/detail', { kind, slug });
          texts.push(article.title, article.content);
        }
      }
      const activities = await data(site.code, '/api/findmed/v1/activity/list');
      for (const activity of activities.list) {
        const promo = await data(site.code, '/api/findmed/v1/promo/detail', { id: activity.id });
        texts.push(promo.title, promo.summary, promo.content);
      }
      expect(texts.filter((text) => cjkCharacter.test(text))).toEqual([]);
    }
  });

  it('gives the zh-HK site traditional-Chinese text, not the simplified one', () => {
    for (const slug of tutorialSlugs) {
      expect(contentByLocale['zh-HK'].tutorials[slug].html).not.toBe(
        contentByLocale['zh-CN'].tutorials[slug].html,
      );
    }
  });
});

describe('publishing content (operator tool)', () => {
  it('replaces an article and publishes an activity, on that site only', async () => {
    const lines: string[] = [];
    const run = (...args: string[]) =>
      runOperatorCommand(testApp.connection.db, args, (line) => lines.push(line), 'test');
    await run('publish-article', 'betwin', 'tutorial', 'deposit', 'Deposits', '<p>New deposit steps</p>');
    const article = await data('betwin', '/api/findmed/v1/article/detail', {
      kind: 'tutorial',
      slug: 'deposit',
    });
    expect(article).toMatchObject({ title: 'Deposits', content: '<p>New deposit steps</p>' });
    const other = await data('hgty', '/api/findmed/v1/article/detail', { kind: 'tutorial', slug: 'deposit' });
    expect(other.title).toBe(contentByLocale['zh-CN'].tutorials.deposit.title);

    await run('publish-activity', 'betwin', 'betwin-weekend', 'Weekend boost', '<p>Rules</p>');
    const activities = await data('betwin', '/api/findmed/v1/activity/list');
    expect(activities.list[0]).toMatchObject({ id: 'betwin-weekend', title: 'Weekend boost', endsAt: null });
    await expect(run('publish-article', 'betwin', 'faq', 'x', 'X', '<p>x</p>')).rejects.toThrow(
      /help or tutorial/,
    );
  });
});

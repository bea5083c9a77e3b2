import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../support/testApp.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

async function sponsorPage(site: string, lang: string) {
  return (
    (await get(testApp.app, '/api/findmed/v1/sponsor', { site, lang })).json() as {
      data: { title: string; content: string };
    }
  ).data;
}

describe('the sponsor page', () => {
  it('is public and served in the language asked for, naming the site', async () => {
    expect(await sponsorPage('hgty', 'zh-CN')).toMatchObject({ title: '赞助与合作' });
    expect((await sponsorPage('hgty', 'zh-CN')).content).toContain('皇冠体育赞助计划');
    expect(await sponsorPage('by', 'zh-HK')).toMatchObject({ title: '贊助與合作' });
    const english = await sponsorPage('betwin', 'en-US');
    expect(english.title).toBe('Sponsorship');
    expect(english.content).toContain('The BetWin sponsorship programme');
  });

  it('stays out of the help and tutorial lists', async () => {
    for (const kind of ['help', 'tutorial']) {
      const list = (await get(testApp.app, '/api/findmed/v1/article/list', { query: { kind } })).json() as {
        data: { slug: string }[];
      };
      expect(list.data.map((entry) => entry.slug)).not.toContain('zh-CN');
    }
  });
});

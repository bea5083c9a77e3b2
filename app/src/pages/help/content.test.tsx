import { endpoints } from '@platform/contract';
import { type Locale, routePaths, tutorialPath, tutorialSlugs } from '@platform/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { failUntilRecovered } from '../../../test/apiInterception.ts';
import { bootApp, cleanUpBootedApps } from '../../../test/bootApp.tsx';
import { appLanguages } from '../../../test/everyLanguage.ts';
import { tutorialGroupOf } from '../../data/tutorialGroups.ts';

afterEach(() => {
  cleanUpBootedApps();
  vi.restoreAllMocks();
});

async function bootAt(path: string, site = 'hgty') {
  const runtime = await bootApp({ path, search: `?site=${site}` });
  if (runtime === null) throw new Error('the app did not boot');
  return runtime;
}

describe('activities and promotions', () => {
  test('the list shows the site’s current activities, and one opens its promotion with its rules', async () => {
    const runtime = await bootAt(routePaths.activityList);
    await expect.element(page.getByRole('heading', { level: 1, name: '优惠活动' })).toBeVisible();
    await page.getByRole('link', { name: /首存礼金 100%/ }).click();
    await expect.poll(() => runtime.router.state.location.search).toBe('?id=hgty-promo-1');
    await expect.element(page.getByRole('heading', { level: 2, name: '首存礼金 100%' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: '活动规则' })).toBeVisible();
    await expect.element(page.getByText('首次存款即享 100% 礼金，最高 1,000.00')).toBeVisible();
  });

  test('a promotion page without an id says it was not found and leads back to the activities', async () => {
    const runtime = await bootAt(routePaths.promoDetail);
    await expect.element(page.getByText(appLanguages['zh-CN'].help.promoNotFound)).toBeVisible();
    await page.getByRole('button', { name: appLanguages['zh-CN'].help.backToActivities }).click();
    await expect.poll(() => runtime.router.state.location.pathname).toBe(routePaths.activityList);
  });

  test('another site’s promotion, or an id that names nothing, is not found here', async () => {
    await bootAt(`${routePaths.promoDetail}?id=by-promo-1`);
    await expect.element(page.getByText(appLanguages['zh-CN'].help.promoNotFound)).toBeVisible();
    cleanUpBootedApps();
    await bootAt(`${routePaths.promoDetail}?id=${encodeURIComponent('<b>')}`);
    await expect.element(page.getByText(appLanguages['zh-CN'].help.promoNotFound)).toBeVisible();
  });
});

describe('the help centre', () => {
  test('groups the common questions and the tutorials; a question opens its article in the help centre', async () => {
    const runtime = await bootAt(routePaths.helpCentre);
    const questions = page.getByRole('region', { name: '常见问题' });
    await expect.element(questions.getByRole('link', { name: '账户与登录' })).toBeVisible();
    for (const group of Object.values(appLanguages['zh-CN'].help.tutorialGroups)) {
      await expect.element(page.getByRole('region', { name: group })).toBeVisible();
    }
    await expect
      .element(page.getByRole('region', { name: '存款、提款与钱包' }).getByRole('link', { name: '如何存款' }))
      .toBeVisible();
    await questions.getByRole('link', { name: '账户与登录' }).click();
    await expect.poll(() => runtime.router.state.location.search).toBe('?topic=account');
    await expect.element(page.getByRole('heading', { level: 2, name: '账户与登录' })).toBeVisible();
    await expect.element(page.getByText(/账号为 4-11 位字母和数字/)).toBeVisible();
    // Its related articles are the other common questions.
    await page.getByRole('button', { name: '存款问题' }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: '存款问题' })).toBeVisible();
  });

  test('a tutorial of the help centre opens its own route', async () => {
    const runtime = await bootAt(routePaths.helpCentre);
    await page.getByRole('link', { name: '协议区别（TRC20 / ERC20）' }).click();
    await expect.poll(() => runtime.router.state.location.pathname).toBe(tutorialPath('protocolDifference'));
    await expect
      .element(page.getByRole('heading', { level: 2, name: '协议区别（TRC20 / ERC20）' }))
      .toBeVisible();
    await expect.element(page.getByRole('table')).toBeVisible();
  });

  test('an unknown topic says it was not found and leads back to the help centre', async () => {
    const runtime = await bootAt(`${routePaths.helpCentre}?topic=nothing-here`);
    await expect.element(page.getByText(appLanguages['zh-CN'].help.articleNotFound)).toBeVisible();
    await page.getByRole('button', { name: appLanguages['zh-CN'].help.backToHelpCentre }).click();
    await expect.poll(() => runtime.router.state.location.search).toBe('');
    await expect.element(page.getByRole('region', { name: '常见问题' })).toBeVisible();
  });
});

describe('every tutorial, in every language', () => {
  // The page tests' reference API tells sites apart by the site_code header, which only hgty and hgtyc send: the
  // other sites' articles are hgty's here. That each site's API serves its own language is proven by the server's
  // content tests and, by host, end to end (test/e2e/help.spec.ts); here each slug renders the article the API
  // gives for it, under the page chrome of each language.
  const sites: [Locale, string][] = [
    ['zh-CN', 'hgty'],
    ['zh-HK', 'by'],
    ['en-US', 'betwin'],
  ];
  for (const [locale, site] of sites) {
    test(`${locale} (${site}): each of the ${tutorialSlugs.length} tutorials renders its own article`, async () => {
      const runtime = await bootAt(tutorialPath(tutorialSlugs[0]), site);
      const published = await runtime.client.api.articleList({ query: { kind: 'tutorial' } });
      const titles = new Map(published.map((article) => [article.slug, article.title]));
      // Sixteen different articles, not one placeholder under sixteen names.
      expect(new Set(titles.values()).size).toBe(tutorialSlugs.length);
      for (const slug of tutorialSlugs) {
        const title = titles.get(slug);
        if (title === undefined) throw new Error(`${site} has no tutorial ${slug}`);
        await runtime.router.navigate(tutorialPath(slug));
        await expect
          .element(
            page.getByRole('heading', {
              level: 1,
              name: appLanguages[locale].pageTitles.tutorial,
              exact: true,
            }),
          )
          .toBeVisible();
        const article = page.getByRole('article', { name: title });
        await expect
          .element(article.getByRole('heading', { level: 2, name: title, exact: true }))
          .toBeVisible();
        await expect
          .element(
            article.getByText(appLanguages[locale].help.tutorialGroups[tutorialGroupOf[slug]], {
              exact: true,
            }),
          )
          .toBeVisible();
      }
    });
  }

  test('a tutorial lists the other tutorials of its section, and opens one', async () => {
    const runtime = await bootAt(tutorialPath('deposit'));
    await expect.element(page.getByText('存款、提款与钱包')).toBeVisible();
    await page.getByRole('button', { name: '如何提款' }).click();
    await expect.poll(() => runtime.router.state.location.pathname).toBe(tutorialPath('withdraw'));
    await expect.element(page.getByRole('heading', { level: 2, name: '如何提款' })).toBeVisible();
  });
});

describe('a load that fails', () => {
  // The client tries a failed read three more times, with backoff of up to 1, 2 and 4 s, before the page shows it:
  // the appearance timeout (60 s) covers that.

  async function showsErrorThenRetries(recover: () => void) {
    const failure = page.getByRole('alert').filter({ hasText: '内容加载失败' });
    await expect.element(failure).toBeVisible();
    recover();
    await failure.getByRole('button', { name: '重试' }).click();
  }

  test('the help centre shows the error with a retry, and the retry shows the questions and tutorials', async () => {
    const articles = failUntilRecovered(endpoints.articleList.path);
    await bootAt(routePaths.helpCentre);
    await showsErrorThenRetries(articles.recover);
    await expect.element(page.getByRole('region', { name: '常见问题' })).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: '存款、提款与钱包' }).getByRole('link', { name: '如何存款' }))
      .toBeVisible();
    expect(page.getByText('内容加载失败').elements()).toHaveLength(0);
  });

  test('the activity list shows the error with a retry, and the retry shows the activities', async () => {
    const activities = failUntilRecovered(endpoints.activityList.path);
    await bootAt(routePaths.activityList);
    await showsErrorThenRetries(activities.recover);
    await expect.element(page.getByRole('link', { name: /首存礼金 100%/ })).toBeVisible();
    expect(page.getByText('内容加载失败').elements()).toHaveLength(0);
  });

  test('a promotion shows the error with a retry (not "not found"), and the retry shows its rules', async () => {
    const promotion = failUntilRecovered(endpoints.promoDetail.path);
    await bootAt(`${routePaths.promoDetail}?id=hgty-promo-1`);
    await showsErrorThenRetries(promotion.recover);
    await expect.element(page.getByRole('heading', { level: 2, name: '首存礼金 100%' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: '活动规则' })).toBeVisible();
    expect(page.getByText(appLanguages['zh-CN'].help.promoNotFound).elements()).toHaveLength(0);
  });
});

import { contentLocale, type Locale, routePaths, tutorialPath, tutorialSlugs } from '@platform/domain';
import type { Page } from '@playwright/test';
import type { PageTitleKey } from '../../app/src/i18n/shellStrings.ts';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { contentByLocale } from '../../packages/server/src/seed/content/localeContent.ts';
import { cjkCharacter } from '../languageText.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expect, test } from './support/fixtures.ts';
import { languageSites } from './support/languageSites.ts';
import { demoLogin, openWithCaptcha, submitSignIn } from './support/signIn.ts';

type Control = Parameters<Parameters<typeof test>[2]>[0]['control'];
type SiteUrl = Parameters<Parameters<typeof test>[2]>[0]['siteUrl'];

/**
 * The chat provider's page is on a third-party origin this machine cannot reach: the tests serve a small, valid
 * stand-in document at the site's real chat URL, so the frame loads (under the site's CSP) and axe can read it.
 */
async function standInChat(page: Page) {
  await page.route(/^https:\/\/chat\.[a-z]+\.example\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Chat</title></head><body><main><p>Chat</p></main></body></html>',
    }),
  );
}

async function signIn(page: Page, siteUrl: SiteUrl, control: Control, site: string) {
  const captcha = await openWithCaptcha(page, siteUrl(site, routePaths.login), control);
  await submitSignIn(page, demoLogin, captcha);
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));
}

/** The href of the customer-service page's "open the chat in your browser" link. */
async function chatLinkOn(page: Page, locale: Locale = 'zh-CN'): Promise<URL> {
  const link = page.getByRole('link', { name: new RegExp(appLanguages[locale].help.chatInBrowser) });
  return new URL((await link.getAttribute('href')) ?? '');
}

test.describe('the customer-service link carries the username as `name` (spec §6)', () => {
  test('only for a signed-in member of a site that enables it', async ({
    page,
    siteUrl,
    control,
    consoleErrors,
  }) => {
    await standInChat(page);
    await page.goto(siteUrl('hgty', routePaths.customerService));
    expect((await chatLinkOn(page)).searchParams.has('name')).toBe(false);

    await signIn(page, siteUrl, control, 'hgty');
    await page.goto(siteUrl('hgty', routePaths.customerService));
    await expect.poll(async () => (await chatLinkOn(page)).searchParams.get('name')).toBe(demoLogin.username);
    // The in-app chat frame opens the same link.
    await page
      .getByRole('link', { name: new RegExp(appLanguages['zh-CN'].help.chatInApp) })
      .first()
      .click();
    const frame = page.getByTitle(appLanguages['zh-CN'].help.chatFrameTitle);
    await expect(frame).toHaveAttribute('src', /[?&]name=demo(&|$)/);
    await expect(page.frameLocator('iframe').getByText('Chat')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('not on a site that does not enable it', async ({ page, siteUrl, control }) => {
    await signIn(page, siteUrl, control, 'blty');
    await page.goto(siteUrl('blty', routePaths.customerService));
    await expect(
      page.getByRole('link', { name: new RegExp(appLanguages['zh-CN'].help.chatInBrowser) }),
    ).toBeVisible();
    expect((await chatLinkOn(page)).searchParams.has('name')).toBe(false);
  });

  test("the page's CSP lets a site frame exactly its own chat origin", async ({ page, siteUrl }) => {
    const response = await page.goto(siteUrl('by', routePaths.iframeCustomerService));
    const policy = response?.headers()['content-security-policy'] ?? '';
    // 'self' is the demo venue's game frame; the one third-party frame origin is this site's chat.
    expect(policy).toMatch(/(^|; )frame-src 'self' https:\/\/chat\.by\.example(;|$)/);
  });
});

test.describe('stored hostile HTML never runs', () => {
  const payload = [
    '<p>Rules of the week</p>',
    '<script>window.__hostileRan = "script"</script>',
    '<img src="/no-such-image.png" alt="" onerror="window.__hostileRan = \'onerror\'">',
    '<svg onload="window.__hostileRan = \'svg\'"></svg>',
    '<iframe srcdoc="<script>parent.__hostileRan = \'frame\'</script>"></iframe>',
    '<a href="javascript:window.__hostileRan = \'link\'">Open the rules</a>',
  ].join('');
  const hostileRan = (page: Page) => page.evaluate(() => (window as { __hostileRan?: string }).__hostileRan);

  test('in an activity', async ({ page, siteUrl, control }) => {
    await control.operator(
      'publish-activity',
      'hgtyc',
      'hgtyc-hostile',
      'Hostile <img src=x onerror=alert(1)>',
      payload,
    );
    await page.goto(siteUrl('hgtyc', routePaths.activityList));
    await page.getByRole('link', { name: /Hostile <img src=x onerror=alert\(1\)>/ }).click();
    await expect(page.getByText('Rules of the week')).toBeVisible();
    await page.getByText('Open the rules').click();
    await page.waitForLoadState('networkidle');
    expect(await hostileRan(page)).toBeUndefined();
    await expect(
      page.locator('article script, article iframe, article [onerror], article [onload]'),
    ).toHaveCount(0);
  });

  test('in a help article', async ({ page, siteUrl, control }) => {
    await control.operator('publish-article', 'hgtyc', 'help', 'hostile', 'Hostile topic', payload);
    await page.goto(siteUrl('hgtyc', `${routePaths.helpCentre}?topic=hostile`));
    await expect(page.getByText('Rules of the week')).toBeVisible();
    await page.getByText('Open the rules').click();
    await page.waitForLoadState('networkidle');
    expect(await hostileRan(page)).toBeUndefined();
  });
});

type ContentRoute = {
  path: string;
  title: PageTitleKey;
  /** The article heading the page shows in this language, where it shows one. */
  article?: (locale: Locale) => string;
};

const contentRoutes = (site: string): ContentRoute[] => [
  { path: routePaths.activityList, title: 'activityList' },
  {
    path: `${routePaths.promoDetail}?id=${site}-promo-1`,
    title: 'promoDetail',
    article: (locale) => contentByLocale[contentLocale(locale)].activities[0].title,
  },
  { path: routePaths.promoDetail, title: 'promoDetail' },
  { path: routePaths.helpCentre, title: 'helpCentre' },
  {
    path: `${routePaths.helpCentre}?topic=account`,
    title: 'helpCentre',
    article: (locale) =>
      contentByLocale[contentLocale(locale)].helpTopics.find((topic) => topic.slug === 'account')?.title ??
      '',
  },
  { path: routePaths.customerService, title: 'customerService' },
  { path: routePaths.iframeCustomerService, title: 'iframeCustomerService' },
  ...tutorialSlugs.map(
    (slug): ContentRoute => ({
      path: tutorialPath(slug),
      title: 'tutorial',
      article: (locale) => contentByLocale[contentLocale(locale)].tutorials[slug].title,
    }),
  ),
];

for (const [site, locale] of languageSites) {
  test.describe(`help, content and customer service in ${locale} (${site})`, () => {
    for (const { path, title, article } of contentRoutes(site)) {
      test(`${path} renders with no console error and no axe violation`, async ({
        page,
        siteUrl,
        consoleErrors,
      }) => {
        await standInChat(page);
        await page.goto(siteUrl(site, path));
        await expect(
          page.getByRole('heading', { level: 1, name: appLanguages[locale].pageTitles[title], exact: true }),
        ).toBeVisible();
        if (article) {
          await expect(
            page.getByRole('heading', { level: 2, name: article(locale), exact: true }),
          ).toBeVisible();
        }
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        if (locale === 'en-US')
          expect((await page.locator('main').textContent()) ?? '').not.toMatch(cjkCharacter);
        await expectNoAxeViolations(page, path);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

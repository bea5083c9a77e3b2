import { contentLocale, routePaths } from '@platform/domain';
import { siteConfigs } from '@platform/site-config';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 21 item 17: every page's browser-tab title says the page, then the site, in the member's language.
const titledPages = [
  [routePaths.deposit, 'deposit'],
  [routePaths.login, 'login'],
  [routePaths.helpCentre, 'helpCentre'],
  ['/no-such-page', 'notFound'],
] as const;

for (const site of ['hgty', 'betwin'] as const) {
  test(`${site}: each page's document title is "<page> - <site>" in the site's language`, async ({
    page,
    siteUrl,
  }) => {
    const { defaultLanguage, displayName } = siteConfigs[site];
    const siteName = displayName[contentLocale(defaultLanguage)];
    const { pageTitles } = appLanguages[defaultLanguage];
    await page.goto(siteUrl(site, routePaths.home));
    await expect(page).toHaveTitle(siteName);
    for (const [path, title] of titledPages) {
      await page.goto(siteUrl(site, path));
      await expect(page).toHaveTitle(`${pageTitles[title]} - ${siteName}`);
    }
    // Going back through the history retitles the tab too.
    await page.goBack();
    await expect(page).toHaveTitle(`${pageTitles.helpCentre} - ${siteName}`);
  });
}

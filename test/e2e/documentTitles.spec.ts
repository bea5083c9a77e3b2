import { contentLocale, routePaths } from '@platform/domain';
import { siteConfigs } from '@platform/site-config';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { catalogueGame } from './support/demoVenue.ts';
import { expect, test } from './support/fixtures.ts';
import { signInDemo } from './support/memberSession.ts';

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

for (const site of ['hgty', 'betwin'] as const) {
  test(`${site}: a game's page is titled by the game ("百家乐 - 皇冠体育"), never by the generic word first`, async ({
    page,
    siteUrl,
    control,
  }) => {
    const { defaultLanguage, displayName } = siteConfigs[site];
    const siteName = displayName[contentLocale(defaultLanguage)];
    await signInDemo(page, siteUrl(site, routePaths.login), defaultLanguage, control);
    const game = await catalogueGame(page);
    // Every title the tab shows from the document's start, in order: a flash of the generic word would be recorded.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
      new MutationObserver(() => {
        if (seen.at(-1) !== document.title) seen.push(document.title);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(siteUrl(site, game.launchPath));
    await expect(page).toHaveTitle(`${game.name} - ${siteName}`);
    await expect(page.getByRole('heading', { name: game.name, exact: true })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen);
    const generic = `${appLanguages[defaultLanguage].pageTitles.gameLaunch} - ${siteName}`;
    expect(seen).not.toContain(generic);
  });
}

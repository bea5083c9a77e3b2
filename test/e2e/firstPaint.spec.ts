import { contentLocale } from '@platform/domain';
import { siteCodes, siteConfigs } from '@platform/site-config';
import { appLanguages, uiLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 20: the HTML a phone receives paints the site's home before any script runs.
test.use({ javaScriptEnabled: false });

for (const site of siteCodes) {
  test(`${site}'s home paints its themed shell and first banner from the HTML alone`, async ({
    page,
    siteUrl,
  }) => {
    const config = siteConfigs[site];
    const locale = config.defaultLanguage;
    await page.goto(siteUrl(site, '/app/home'));
    // The compiled theme of the site is on <html> and the document speaks its language.
    await expect(page.locator('html')).toHaveAttribute('data-site', site);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(config.displayName[contentLocale(locale)]);
    // Nav bar (the site's logo), first banner, tab bar.
    await expect(page.getByRole('img', { name: config.theme.logo.alt }).first()).toBeVisible();
    const carousel = config.home.find((block) => block.type === 'bannerCarousel');
    if (carousel === undefined) {
      await expect(
        page.getByRole('heading', { name: uiLanguages[locale].downloadAppBanner.title }),
      ).toBeVisible();
    } else {
      const banner = page.getByRole('region', { name: uiLanguages[locale].bannerCarousel.label });
      await expect(
        banner.getByRole('img', { name: carousel.props.slides[0]?.alt[contentLocale(locale)] }),
      ).toBeVisible();
    }
    await expect(
      page.getByRole('navigation').getByRole('link', { name: appLanguages[locale].tabBar.home }),
    ).toBeVisible();
  });
}

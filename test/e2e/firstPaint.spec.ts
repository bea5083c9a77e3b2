import { siteCodes, siteConfigs } from '@platform/site-config';
import { tabBarMessages } from '../../app/src/i18n/tabBar.messages.ts';
import { bannerCarouselMessages } from '../../packages/ui/src/components/BannerCarousel/BannerCarousel.messages.ts';
import { downloadAppBannerMessages } from '../../packages/ui/src/components/DownloadAppBanner/DownloadAppBanner.messages.ts';
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
    await expect(page).toHaveTitle(config.displayName[locale]);
    // Nav bar (the site's logo), first banner, tab bar.
    await expect(page.getByRole('img', { name: config.theme.logo.alt }).first()).toBeVisible();
    const carousel = config.home.find((block) => block.type === 'bannerCarousel');
    if (carousel === undefined) {
      await expect(
        page.getByRole('heading', { name: downloadAppBannerMessages[locale].title }),
      ).toBeVisible();
    } else {
      const banner = page.getByRole('region', { name: bannerCarouselMessages[locale].label });
      await expect(banner.getByRole('img', { name: carousel.props.slides[0]?.alt[locale] })).toBeVisible();
    }
    await expect(
      page.getByRole('navigation').getByRole('link', { name: tabBarMessages[locale].home }),
    ).toBeVisible();
  });
}

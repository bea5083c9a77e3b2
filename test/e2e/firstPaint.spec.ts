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

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the client asks for nothing the HTML carried: no stylesheet, no module twice', async ({
    page,
    siteUrl,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(siteUrl('hgty', '/app/home'));
    // Hydrated and fed: the lobby's categories come from the API after the app started.
    await expect(page.getByText('体育', { exact: true }).first()).toBeVisible();
    const inlined = await page
      .locator('head style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(0);
    expect(requested.filter((path) => path.endsWith('.css'))).toEqual([]);
    const assets = requested.filter((path) => path.startsWith('/assets/'));
    expect(assets.filter((path, index) => assets.indexOf(path) !== index)).toEqual([]);
  });
});

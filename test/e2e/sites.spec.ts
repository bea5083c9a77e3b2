import { contentLocale, type Locale } from '@platform/domain';
import { type SiteConfig, siteConfigs } from '@platform/site-config';
import { uiLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';
import { expectEveryImageLoaded } from './support/images.ts';
import { demoLogin, openWithCaptcha, submitSignIn } from './support/signIn.ts';

/** The home blocks whose presence tells one site's composition from another, with their accessible names. */
function distinctiveBlocks(config: SiteConfig, locale: Locale) {
  const has = (type: SiteConfig['home'][number]['type']) => config.home.some((block) => block.type === type);
  return [
    { name: uiLanguages[locale].bannerCarousel.label, role: 'region', present: has('bannerCarousel') },
    // The VIP card is titled by the member's level ("VIP1 …").
    { name: /^VIP\d/, role: 'heading', present: has('vipCard') },
    { name: uiLanguages[locale].downloadAppBanner.title, role: 'heading', present: has('downloadAppBanner') },
    {
      name: uiLanguages[locale].recommendedMatches.title,
      role: 'heading',
      present: has('recommendedMatches') && config.features.recommendedMatches,
    },
  ] as const;
}

test('recommended matches are composed only on hgty and hgtyc (spec §6)', () => {
  const withMatches = Object.values(siteConfigs)
    .filter((config) => distinctiveBlocks(config, config.defaultLanguage)[3].present)
    .map((config) => config.code);
  expect(withMatches.sort()).toEqual(['hgty', 'hgtyc']);
});

for (const [siteCode, config] of Object.entries(siteConfigs)) {
  test(`${siteCode} by its host: theme, language, its own home blocks, every image loaded`, async ({
    page,
    siteUrl,
    control,
  }, testInfo) => {
    const locale = config.defaultLanguage;
    // Signed in, so the wallet and VIP blocks show the member's figures with the site's currency display.
    const captcha = await openWithCaptcha(page, siteUrl(siteCode, '/login'), control);
    await submitSignIn(page, demoLogin, captcha, locale);
    await expect(page).toHaveURL(siteUrl(siteCode, '/app/home'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('data-site', siteCode);
    await expect(page).toHaveTitle(config.displayName[contentLocale(locale)]);
    for (const block of distinctiveBlocks(config, locale)) {
      const element = page.getByRole(block.role, { name: block.name, exact: typeof block.name === 'string' });
      if (block.present) await expect(element).toBeVisible();
      else await expect(element).toHaveCount(0);
    }
    await expectEveryImageLoaded(page);
    // Edge to edge on the phone: no browser margin around the app, the site's background behind it.
    const appBox = await page.locator('#root').evaluate((root) => {
      const box = root.getBoundingClientRect();
      return { left: box.left, width: box.width, viewport: window.innerWidth };
    });
    expect(appBox).toEqual({ left: 0, width: appBox.viewport, viewport: appBox.viewport });
    await page.screenshot({ path: testInfo.outputPath(`${siteCode}-home.png`), fullPage: true });
  });
}

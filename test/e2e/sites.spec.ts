import { siteConfigs } from '@platform/site-config';
import { expect, test } from './support/fixtures.ts';

for (const [siteCode, config] of Object.entries(siteConfigs)) {
  test(`${siteCode} by its host: theme, language and its own home`, async ({ page, siteUrl }) => {
    await page.goto(siteUrl(siteCode, '/app/home'));
    await expect(page.locator('html')).toHaveAttribute('lang', config.defaultLanguage);
    await expect(page.locator('html')).toHaveAttribute('data-site', siteCode);
    await expect(page).toHaveTitle(config.displayName[config.defaultLanguage]);
  });
}

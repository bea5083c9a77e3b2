import { devices } from '@playwright/test';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';

const text = appLanguages['zh-CN'].desktopLanding;
const { defaultBrowserType: _chromiumAlready, ...desktopChrome } = devices['Desktop Chrome'];

test('a phone on /home goes to /app/home with its query string', async ({ page, siteUrl }) => {
  await page.goto(siteUrl('hgty', '/home?i_code=ABC123&from=ad'));
  await expect(page).toHaveURL(siteUrl('hgty', '/app/home?i_code=ABC123&from=ad'));
});

test.describe('on a desktop browser', () => {
  test.use(desktopChrome);

  test('/app/home goes to the desktop landing page with the query string, a QR code and the desktop link', async ({
    page,
    siteUrl,
  }) => {
    await page.goto(siteUrl('hgty', '/app/home?i_code=ABC123'));
    await expect(page).toHaveURL(siteUrl('hgty', '/home?i_code=ABC123'));
    await expect(page.getByRole('img', { name: text.qrLabel })).toBeVisible();
    // The QR code encodes the mobile address, query kept, which the page also prints.
    await expect(page.getByText(siteUrl('hgty', '/app/home?i_code=ABC123'))).toBeVisible();
    await expect(page.getByRole('link', { name: text.desktopSite })).toHaveAttribute('href', /^https:\/\//);
  });
});

import { type SiteConfig, siteConfigs } from '@platform/site-config';
import { describe, expect, it } from 'vitest';
import { deliveredSiteConfig } from '../boot/deliveredSiteConfig.ts';
import { themeClassOf } from '../boot/documentSettings.ts';
import { withPublishedSite } from './publishedSiteHead.ts';

const page = '<!doctype html><html><head><title>hgty</title></head><body><div id="root"></div></body></html>';

/** hgty as an operator published it: another brand colour and a banner text that tries to close the script. */
const published: SiteConfig = {
  ...siteConfigs.hgty,
  theme: { ...siteConfigs.hgty.theme, colors: { ...siteConfigs.hgty.theme.colors, brand: '#123456' } },
  displayName: { ...siteConfigs.hgty.displayName, 'en-US': 'Spring </script><b>sale</b>' },
};

const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe("a page carrying the site's published config (issue 25)", () => {
  it('hands boot the published config, intact, for its own site only', () => {
    const document = parsed(withPublishedSite(page, 'hgty', published));
    expect(deliveredSiteConfig(document, 'hgty')).toEqual(published);
    expect(deliveredSiteConfig(document, 'blty')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it("themes the page from the published tokens, over the site's compiled class, with no script", () => {
    const document = parsed(withPublishedSite(page, 'hgty', published));
    const rule = document.getElementById('site-theme')?.textContent ?? '';
    const themeClass = themeClassOf('hgty');
    expect(rule.startsWith(`.${themeClass}.${themeClass}{`)).toBe(true);
    expect(rule).toMatch(/--[\w-]+:#123456/);
  });

  it('leaves a page without a delivered config to the build (a static host, the offline copy)', () => {
    expect(deliveredSiteConfig(parsed(page), 'hgty')).toBeNull();
  });
});

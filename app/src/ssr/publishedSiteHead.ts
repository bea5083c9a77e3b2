import type { SiteCode, SiteConfig } from '@platform/site-config';
import { themeStyleFor } from '@platform/ui';
import { deliveredSiteConfigElementId, serializeSiteConfig } from '../boot/deliveredSiteConfig.ts';
import { themeClassOf } from '../boot/documentSettings.ts';

/**
 * The published theme as CSS: the compiled class's custom properties, set from the published tokens. Doubled class,
 * so it outranks the compiled rule wherever stylesheets end up; on <html> and the app's theme root alike. No script
 * computes it, so the runtime theme costs the page no JavaScript.
 */
function themeRule(site: SiteCode, config: SiteConfig): string {
  const declarations = Object.entries(themeStyleFor(config.theme))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  const themeClass = themeClassOf(site);
  // `<` cannot appear in a valid token; escaped anyway so no value can close the element.
  return `.${themeClass}.${themeClass}{${declarations}}`.replaceAll('<', '\\3c ');
}

/**
 * A page of the built app (prerendered, rendered per request or a shell) made to carry the site's published config:
 * the config for boot (boot/deliveredSiteConfig.ts) and its theme as CSS, at the end of <head>. The API server calls
 * this on every HTML it sends (packages/server http/appPageRenderer.ts), so a publish reaches members on their next
 * page load without a rebuild.
 */
export function withPublishedSite(html: string, site: SiteCode, config: SiteConfig): string {
  const head =
    `<style id="site-theme">${themeRule(site, config)}</style>` +
    `<script type="application/json" id="${deliveredSiteConfigElementId}">${serializeSiteConfig(config)}</script>`;
  if (!html.includes('</head>'))
    throw new Error("The app's page has no </head>: cannot carry the site's config");
  return html.replace('</head>', () => `${head}</head>`);
}

import type { SiteCode, SiteConfig } from '@platform/site-config';
import { siteDocumentSettings, themeClassOf } from '../boot/documentSettings.ts';
import {
  type PrerenderedPage,
  prerenderedPageElementId,
  serializePrerenderedPage,
} from '../boot/prerenderedPage.ts';
import type { PageAssets } from './pageAssets.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** `template` with `pattern` replaced once; a template without it is not the app's index.html. */
function replaceOnce(template: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(template))
    throw new Error(`The app's index.html has no ${pattern}: cannot write a site's page`);
  return template.replace(pattern, () => replacement);
}

/**
 * The built index.html made one site's: its theme class and code on <html> (the compiled theme, linked by the
 * template's CSS, paints before any script runs), its language, title, browser colour and icon — what
 * boot/documentSettings.ts applies on the client, so nothing changes when the script runs.
 */
export function siteShellDocument(template: string, site: SiteCode, config: SiteConfig): string {
  const settings = siteDocumentSettings(config, config.defaultLanguage);
  let html = replaceOnce(
    template,
    /<html lang="[^"]*">/,
    `<html lang="${settings.lang}" class="${themeClassOf(site)}" data-site="${site}">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="theme-color" content="[^"]*" \/>/,
    `<meta name="theme-color" content="${escapeHtml(settings.themeColor)}" />`,
  );
  return replaceOnce(
    html,
    /<link rel="icon" href="[^"]*" \/>/,
    `<link rel="icon" href="${escapeHtml(settings.icon)}" />`,
  );
}

/**
 * A prerendered page of one site: its shell with the page's stylesheets and scripts linked, the app's markup in
 * #root and the state the client hydrates from (boot/prerenderedPage.ts).
 */
export function prerenderedPageDocument(
  shell: string,
  { markup, page, assets }: { markup: string; page: PrerenderedPage; assets: PageAssets },
): string {
  const links = [
    ...assets.stylesheets
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const html = replaceOnce(shell, /<\/head>/, `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${markup}</div>\n    <script type="application/json" id="${prerenderedPageElementId}">${serializePrerenderedPage(page)}</script>`,
  );
}

import type { SiteCode, SiteConfig } from '@platform/site-config';
import { siteDocumentSettings, themeClassOf } from '../boot/documentSettings.ts';
import {
  type PrerenderedPage,
  prerenderedPageElementId,
  serializePrerenderedPage,
} from '../boot/prerenderedPage.ts';
import { starterModulesAttribute } from './appStarter.ts';
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

/** What Vite writes into index.html's head for the entry: its module script, module preloads and stylesheets. */
const entryLinkPatterns = {
  script: /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
  modulePreload: /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
  stylesheet: /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g,
};

/** `html` without the links `pattern` matches, and their addresses. */
function takeLinks(html: string, pattern: RegExp): { html: string; hrefs: string[] } {
  const hrefs = [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  return { html: html.replace(pattern, ''), hrefs };
}

const absolute = (file: string) => (file.startsWith('/') ? file : `/${file}`);

/**
 * A stylesheet's text inside <style> (it must not close the element early), and its link, disabled: a disabled
 * stylesheet is not fetched, but Vite's loader of a lazy chunk that names the same file finds it there and does not
 * fetch again what this document carried.
 */
function inlineStyle(href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
  const address = escapeHtml(href);
  return `<style data-href="${address}">${css}</style><link rel="stylesheet" href="${address}" disabled>`;
}

/**
 * A prerendered page of one site: its shell with the app's markup in #root, the state the client hydrates from
 * (boot/prerenderedPage.ts), every stylesheet inline (the first paint needs nothing but this document), and, instead
 * of the entry's script and module preloads, the starter (ssr/appStarter.ts), which asks for the entry, the page's
 * modules and `bootModules` (what boot loads before it hydrates: the site's config and language) once the first
 * screen has painted.
 */
export function prerenderedPageDocument(
  shell: string,
  {
    markup,
    page,
    assets,
    bootModules,
    starterFile,
    readStylesheet,
  }: {
    markup: string;
    page: PrerenderedPage;
    assets: PageAssets;
    bootModules: string[];
    starterFile: string;
    readStylesheet: (href: string) => string;
  },
): string {
  const script = takeLinks(shell, entryLinkPatterns.script);
  const preloads = takeLinks(script.html, entryLinkPatterns.modulePreload);
  const stylesheets = takeLinks(preloads.html, entryLinkPatterns.stylesheet);
  // The app's entry is the shell's last module script. One before it paints the page left for a game
  // (tooling/placeLeftEntry.ts, head-prepend), which only the shell served at /app/venueBack needs: dropped here.
  const entry = script.hrefs.at(-1);
  if (entry === undefined) throw new Error("The app's index.html has no entry script");
  const styles = new Set([...stylesheets.hrefs, ...assets.stylesheets.map(absolute)]);
  const modules = new Set([
    entry,
    ...preloads.hrefs,
    ...assets.scripts.map(absolute),
    ...bootModules.map(absolute),
  ]);
  const html = replaceOnce(
    stylesheets.html,
    /\s*<\/head>/,
    `\n${[...styles].map((href) => `    ${inlineStyle(href, readStylesheet(href))}\n`).join('')}  </head>`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `${renderedRoot(markup, page)}
    <script defer src="${absolute(starterFile)}" ${starterModulesAttribute}="${escapeHtml(JSON.stringify([...modules]))}"></script>`,
  );
}

const rootStart = '<div id="root">';
const pageStateStart = `<script type="application/json" id="${prerenderedPageElementId}">`;

/** The app's markup in #root and the state it was rendered from beside it. */
function renderedRoot(markup: string, page: PrerenderedPage): string {
  return `${rootStart}${markup}</div>\n    ${pageStateStart}${serializePrerenderedPage(page)}</script>`;
}

/**
 * A prerendered page's document (above) with another render of the same page in #root and its state: what the
 * server sends when it renders the page per request with the site's data (ssr/renderRequestPage.ts). Everything else
 * (shell, inline styles, the starter) is the build's.
 */
export function withRenderedPage(
  prerendered: string,
  { markup, page }: { markup: string; page: PrerenderedPage },
): string {
  const start = prerendered.indexOf(rootStart);
  const state = prerendered.indexOf(pageStateStart, start);
  const end = prerendered.indexOf('</script>', state);
  if (start === -1 || state === -1 || end === -1)
    throw new Error('The document is not a prerendered page: no #root and page state to replace');
  return `${prerendered.slice(0, start)}${renderedRoot(markup, page)}${prerendered.slice(end + '</script>'.length)}`;
}

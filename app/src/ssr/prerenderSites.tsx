import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Locale, routePaths } from '@platform/domain';
import {
  importBuiltSiteConfig,
  type SiteCode,
  siteCodes,
  sitePageFile,
  siteShellFile,
} from '@platform/site-config';
import { appRoutes } from '../routes.tsx';
import { appStarterSource } from './appStarter.ts';
import { type Manifest, pageAssets } from './pageAssets.ts';
import { prerenderedPageDocument, siteShellDocument } from './pageDocument.ts';
import { renderSitePage } from './renderSitePage.tsx';

/** The pages prerendered for every site, with the module of the build that renders each (for its CSS and JS). */
const prerenderedPages = [
  { path: routePaths.home, pageModule: 'src/pages/home/HomePage.tsx' },
  { path: routePaths.embedded, pageModule: 'src/pages/home/HomePage.tsx' },
];

/**
 * The chunks boot imports before it hydrates (boot/startApp.tsx): the site's config and its language's catalogs,
 * the design system's and the app's (i18n/memberAppCatalogs.ts).
 */
function bootModulesOf(manifest: Manifest, site: SiteCode, language: Locale): string[] {
  return [
    `../site-configs/${site}.json`,
    `../packages/ui/src/i18n/languages/${language}.ts`,
    `src/i18n/languages/${language}.ts`,
  ].flatMap((source) => pageAssets(manifest, source).scripts);
}

/** The starter's file in the build: named by its content, like Vite's assets, so it is cached for good. */
function appStarterFile(): string {
  const hash = createHash('sha256').update(appStarterSource).digest('base64url').slice(0, 8);
  return `assets/start-${hash}.js`;
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Writes, into the client build `distDir`, each site's shell (every path without a page of its own) and its
 * prerendered pages, from the build's index.html and manifest. Runs once per build (tooling/prerenderSites.ts);
 * which file a request gets is the server's choice, by host (packages/server, app/README "First paint").
 */
export async function prerenderSites(distDir: string): Promise<string[]> {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest: Manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const written: string[] = [];
  const starterFile = appStarterFile();
  write(join(distDir, starterFile), appStarterSource);
  const readStylesheet = (href: string) => readFileSync(join(distDir, href), 'utf8');
  for (const site of siteCodes) {
    const config = await importBuiltSiteConfig(site);
    const shell = siteShellDocument(template, site, config);
    write(join(distDir, siteShellFile(site)), shell);
    written.push(siteShellFile(site));
    for (const { path, pageModule } of prerenderedPages) {
      const { markup, page } = await renderSitePage({ site, config, path, routes: appRoutes });
      const document = prerenderedPageDocument(shell, {
        markup,
        page,
        assets: pageAssets(manifest, pageModule),
        bootModules: bootModulesOf(manifest, site, config.defaultLanguage),
        starterFile,
        readStylesheet,
      });
      write(join(distDir, sitePageFile(site, path)), document);
      written.push(sitePageFile(site, path));
    }
  }
  return written;
}

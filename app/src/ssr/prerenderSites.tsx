import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { routePaths } from '@platform/domain';
import { importBuiltSiteConfig, siteCodes, sitePageFile, siteShellFile } from '@platform/site-config';
import { appRoutes } from '../routes.tsx';
import { type Manifest, pageAssets } from './pageAssets.ts';
import { prerenderedPageDocument, siteShellDocument } from './pageDocument.ts';
import { renderSitePage } from './renderSitePage.tsx';

/** The pages prerendered for every site, with the module of the build that renders each (for its CSS and JS). */
const prerenderedPages = [
  { path: routePaths.home, pageModule: 'src/pages/home/HomePage.tsx' },
  { path: routePaths.embedded, pageModule: 'src/pages/home/HomePage.tsx' },
];

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
      });
      write(join(distDir, sitePageFile(site, path)), document);
      written.push(sitePageFile(site, path));
    }
  }
  return written;
}

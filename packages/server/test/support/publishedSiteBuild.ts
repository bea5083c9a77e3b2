import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { appRendererFile, sitePageFile } from '@platform/site-config';

/**
 * The app's build as the server finds it, standing in for app/src/ssr/serverBundle.ts (the e2e composer spec runs
 * the real one): hgty's prerendered home, rendered with the first banner's zh-CN alt text of the config it is
 * given, and every page's head given the config's code and brand colour.
 */
const serverBundleSource = `
export async function renderRequestPage({ prerendered, config }) {
  const alt = config.home[0].props.slides[0].alt['zh-CN'];
  return prerendered.replace('<main></main>', '<main><img alt="' + alt + '"></main>');
}
export function withPublishedSite(html, site, config) {
  return html.replace('</head>', '<meta name="published" content="' + site + ' ' + config.theme.colors.brand + '"></head>');
}
`;

function write(folder: string, file: string, text: string): void {
  mkdirSync(dirname(join(folder, file)), { recursive: true });
  writeFileSync(join(folder, file), text);
}

/** A folder to pass as `staticDir` (or STATIC_DIR): index.html, hgty's home page and the server bundle. */
export function publishedSiteBuild(): string {
  const staticDir = mkdtempSync(join(tmpdir(), 'platform-published-'));
  write(staticDir, 'index.html', '<!doctype html><head><title>app</title></head>');
  write(staticDir, sitePageFile('hgty', '/app/home'), '<!doctype html><head></head><main></main>');
  write(staticDir, appRendererFile, serverBundleSource);
  return staticDir;
}

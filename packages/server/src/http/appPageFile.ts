import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteCodeForHost, sitePageCandidates } from '@platform/site-config';

/**
 * The file of the built member app (`staticDir`) a navigation to `path` on `host` is answered with: the site's
 * prerendered page for that path, else the site's themed shell, else (a host that is no site's, or a build without
 * site pages) the plain index.html. The build writes the files (app/src/ssr/prerenderSites.tsx); one build still
 * serves every site, chosen by host as the app itself chooses (app/src/boot/resolveSite.ts). Looked up per request,
 * because a deployment may replace the build under a running server.
 */
export function appPageFile(staticDir: string, host: string | undefined, path: string): string {
  const site = host === undefined ? undefined : siteCodeForHost(host);
  if (site === undefined) return 'index.html';
  return sitePageCandidates(site, path).find((file) => existsSync(join(staticDir, file))) ?? 'index.html';
}

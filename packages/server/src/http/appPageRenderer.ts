import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  appRendererFile,
  type SiteCode,
  type SiteConfig,
  siteCodeForHost,
  sitePageFile,
} from '@platform/site-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublishedSiteConfigs } from '../sitePublishing/publishedSiteConfigs.ts';
import { appPageFile } from './appPageFile.ts';
import { inProcessFetch } from './inProcessFetch.ts';

/** What the app's server bundle exports for a page rendered per request (app/src/ssr/renderRequestPage.ts). */
type RenderRequestPage = (request: {
  site: SiteCode;
  path: string;
  prerendered: string;
  fetch: typeof fetch;
  deadlineMs: number;
  config?: SiteConfig;
}) => Promise<string>;

/** The app's server bundle (app/src/ssr/serverBundle.ts): what the server uses of it. */
interface AppServerBundle {
  renderRequestPage: RenderRequestPage;
  /** Puts the site's published config and theme in a page's head (app/src/ssr/publishedSiteHead.ts). */
  withPublishedSite(html: string, site: SiteCode, config: SiteConfig): string;
}

/**
 * How long a page waits for its data. The API answers the home's public reads in milliseconds; past this, the page
 * goes out with what came and the client loads the rest, so a slow database delays the first paint by this at most.
 */
const DATA_DEADLINE_MS = 800;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The server bundle of the build in `staticDir`, imported again when a deployment replaces the file. */
function rendererLoader(staticDir: string): () => Promise<AppServerBundle | null> {
  const file = join(staticDir, appRendererFile);
  let loaded: { modifiedAt: number; bundle: Promise<AppServerBundle> } | undefined;
  return () => {
    if (!existsSync(file)) return Promise.resolve(null);
    const modifiedAt = statSync(file).mtimeMs;
    if (loaded?.modifiedAt !== modifiedAt) {
      // A new address per build: Node caches a module by its URL.
      const bundle = import(`${pathToFileURL(file).href}?build=${modifiedAt}`) as Promise<AppServerBundle>;
      loaded = { modifiedAt, bundle };
    }
    return loaded.bundle;
  };
}

/** The HTML in the best encoding the browser accepts: the page is rendered per request, so compressed per request. */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<void> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = await compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(await compressGzip(html));
  return reply.send(html);
}

/**
 * Answers every navigation to the member app with the site's published config (issue 25) in the page: a page the
 * build prerendered for the host's site (app/src/ssr/prerenderSites.tsx) is rendered now, from that config and with
 * the site's public data (app/src/ssr/renderRequestPage.ts; app/README "First paint"); any other page (a shell, or
 * when the render fails, logged) is the build's file with the config put in its head. So members see a publish on
 * their next page load, from the first paint, without a rebuild. Resolves to false, having sent nothing, when the
 * build carries no server bundle or the host is no site's: the caller then sends the build's file as it is.
 */
export function appPageRenderer(app: FastifyInstance, staticDir: string, published: PublishedSiteConfigs) {
  const loadBundle = rendererLoader(staticDir);
  return async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> => {
    const host = request.headers.host;
    const code = host === undefined ? undefined : siteCodeForHost(host);
    const site = code === undefined ? undefined : app.platform.sites.byCode(code);
    if (code === undefined || site === undefined) return false;
    const bundle = await loadBundle();
    if (bundle === null) return false;
    const config = (await published.of(site))?.config ?? site.config;
    const file = appPageFile(staticDir, host, path);
    let html: string | undefined;
    // Only a path the build has a page for is rendered (appPageFile checks the path's form and the file).
    if (file === sitePageFile(code, path)) {
      try {
        html = await bundle.renderRequestPage({
          site: code,
          path,
          prerendered: readFileSync(join(staticDir, file), 'utf8'),
          fetch: inProcessFetch(app, request),
          deadlineMs: DATA_DEADLINE_MS,
          config,
        });
      } catch (error) {
        request.log.error({ err: error, path }, 'rendering the page failed; sending the prerendered page');
      }
    }
    html ??= readFileSync(join(staticDir, file), 'utf8');
    await sendHtml(request, reply, bundle.withPublishedSite(html, code, config));
    return true;
  };
}

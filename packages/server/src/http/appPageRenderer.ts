import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { appRendererFile, type SiteCode, siteCodeForHost, sitePageFile } from '@platform/site-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appPageFile } from './appPageFile.ts';
import { inProcessFetch } from './inProcessFetch.ts';

/** What the app's server bundle exports for a page rendered per request (app/src/ssr/renderRequestPage.ts). */
type RenderRequestPage = (request: {
  site: SiteCode;
  path: string;
  prerendered: string;
  fetch: typeof fetch;
  deadlineMs: number;
}) => Promise<string>;

/**
 * How long a page waits for its data. The API answers the home's public reads in milliseconds; past this, the page
 * goes out with what came and the client loads the rest, so a slow database delays the first paint by this at most.
 */
const DATA_DEADLINE_MS = 800;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The renderer of the build in `staticDir`, imported again when a deployment replaces the file. */
function rendererLoader(staticDir: string): () => Promise<RenderRequestPage | null> {
  const file = join(staticDir, appRendererFile);
  let loaded: { modifiedAt: number; render: Promise<RenderRequestPage> } | undefined;
  return () => {
    if (!existsSync(file)) return Promise.resolve(null);
    const modifiedAt = statSync(file).mtimeMs;
    if (loaded?.modifiedAt !== modifiedAt) {
      // A new address per build: Node caches a module by its URL.
      const render = import(`${pathToFileURL(file).href}?build=${modifiedAt}`).then(
        (module: { renderRequestPage: RenderRequestPage }) => module.renderRequestPage,
      );
      loaded = { modifiedAt, render };
    }
    return loaded.render;
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
 * Answers a navigation to a page the build prerendered for the host's site (app/src/ssr/prerenderSites.tsx) with
 * that page rendered now, with the site's public data (app/src/ssr/renderRequestPage.ts; app/README "First paint"),
 * when the build carries its renderer. Resolves to false, having sent nothing, when there is no such page or
 * renderer, or the render fails (logged): the caller then sends the prerendered file, which works without data.
 */
export function appPageRenderer(app: FastifyInstance, staticDir: string) {
  const loadRenderer = rendererLoader(staticDir);
  return async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> => {
    const host = request.headers.host;
    const site = host === undefined ? undefined : siteCodeForHost(host);
    // Only a path the build has a page for (appPageFile checks the path's form and the file).
    if (site === undefined || appPageFile(staticDir, host, path) !== sitePageFile(site, path)) return false;
    const pageFile = join(staticDir, sitePageFile(site, path));
    let html: string;
    try {
      const render = await loadRenderer();
      if (render === null) return false;
      html = await render({
        site,
        path,
        prerendered: readFileSync(pageFile, 'utf8'),
        fetch: inProcessFetch(app, request),
        deadlineMs: DATA_DEADLINE_MS,
      });
    } catch (error) {
      request.log.error({ err: error, path }, 'rendering the page failed; sending the prerendered page');
      return false;
    }
    await sendHtml(request, reply, html);
    return true;
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appRendererFile, type SiteConfig, sitePageFile } from '@platform/site-config';
import type { BrowserContext } from '@playwright/test';
import { deliveredSiteConfigElementId } from '../../../app/src/boot/deliveredSiteConfig.ts';
import type { PageRequest } from '../../../app/src/ssr/renderRequestPage.ts';
import { e2eEnvironment } from './e2eEnvironment.ts';

/** The site the pseudo-locale sweep runs on: its operator content is English, what an en-XA site reads. */
export const pseudoLocaleSite = 'betwin';

const siteConfigFile = new URL(`../../../site-configs/${pseudoLocaleSite}.json`, import.meta.url);

const siteConfig = JSON.parse(readFileSync(siteConfigFile, 'utf8'));

/** The site's own config with `defaultLanguage: "en-XA"`: how a site previews a language (README "One locale source"). */
const pseudoLocaleConfig = { ...siteConfig, defaultLanguage: 'en-XA' };

/**
 * A `fetch` to the suite's server as the site's host (which picks the site): Node resolves no `*.localhost` name,
 * and its `fetch` sends the address's host whatever the headers say.
 */
function siteFetch(port: number, host: string, answered: (body: string) => void): typeof fetch {
  return (input, init) =>
    new Promise((resolve, reject) => {
      const address = new URL(input instanceof Request ? input.url : String(input), `http://${host}`);
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `${address.pathname}${address.search}`,
          method: init?.method ?? 'GET',
          headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), host },
        },
        (reply) => {
          const chunks: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => chunks.push(chunk));
          reply.on('end', () => {
            answered(Buffer.concat(chunks).toString('utf8'));
            const headers = new Headers();
            for (const [name, value] of Object.entries(reply.headers)) {
              for (const item of [value ?? []].flat()) headers.append(name, item);
            }
            resolve(new Response(Buffer.concat(chunks), { status: reply.statusCode ?? 500, headers }));
          });
        },
      );
      call.on('error', reject);
      if (typeof init?.body === 'string') call.write(init.body);
      call.end();
    });
}

type RenderRequestPage = (request: PageRequest) => Promise<string>;

/** A page the server sent, without the published config and theme it put in the head (app/src/ssr/publishedSiteHead.ts). */
function withoutPublishedConfig(html: string): string {
  return html
    .replace(/<style id="site-theme">[^<]*<\/style>/, '')
    .replace(
      new RegExp(`<script type="application/json" id="${deliveredSiteConfigElementId}">[^<]*</script>`),
      '',
    );
}

let renderer: Promise<RenderRequestPage> | undefined;

/**
 * The build's renderer, imported once per worker with the first page it renders: a bundle of megabytes, whose
 * import took the two minutes of a beforeEach hook at load 40 (inside the test it has the test's time).
 */
function buildRenderer(staticDir: string): Promise<RenderRequestPage> {
  renderer ??= import(pathToFileURL(join(staticDir, appRendererFile)).href).then(
    (module: { renderRequestPage: RenderRequestPage }) => module.renderRequestPage,
  );
  return renderer;
}

/**
 * The site in en-XA for the browser of `context`, from its HTML on. Its config module (`assets/<code>-<hash>.js`,
 * where the build puts it) is the site's own JSON with the language changed, as an operator would save it; and a
 * page the server renders per request (the home, `/embedded`) is rendered by the build's own renderer, the one the
 * server runs (app/src/ssr/renderRequestPage.ts), from that same config, so the HTML the app hydrates speaks the
 * language the app speaks, as on a site whose config says en-XA. The suite's one server and build serve everything
 * else (other tests on the site see its real language); the API follows the language the app sends in its `lang`
 * header; the seeded operator content stays the site's English (contentLocale). What the renderer read from the API
 * is handed back (`RenderedAnswers`), so the sweep takes it as data as it takes the browser's own answers.
 */
export async function servePseudoLocaleSite(context: BrowserContext): Promise<RenderedAnswers> {
  const { port, staticDir } = e2eEnvironment.read();
  let answers: string[] = [];
  const answered = (body: string) => {
    try {
      answers.push(...stringsOf(JSON.parse(body)));
    } catch {
      // not JSON: nothing the page could show as data
    }
  };
  const host = `${pseudoLocaleSite}.localhost:${port}`;
  await context.route(
    (url) => new RegExp(`/assets/${pseudoLocaleSite}-[\\w-]+\\.js$`).test(url.pathname),
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default ${JSON.stringify(pseudoLocaleConfig)};`,
      }),
  );
  const renderedPage = (url: URL) => join(staticDir, sitePageFile(pseudoLocaleSite, url.pathname));
  await context.route(
    (url) => url.host === host,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const url = new URL(route.request().url());
      if (!existsSync(renderedPage(url))) {
        // A page the server does not render (a shell) still carries the site's published config, which boot
        // prefers to the config module: without it, boot loads the module, which is the en-XA config above.
        // Through the suite's server as the site's host (Node resolves no `*.localhost`), without compression.
        const served = await siteFetch(port, host, () => {})(url.href);
        return route.fulfill({
          status: served.status,
          contentType: 'text/html; charset=utf-8',
          body: withoutPublishedConfig(await served.text()),
        });
      }
      const renderRequestPage = await buildRenderer(staticDir);
      const html = await renderRequestPage({
        site: pseudoLocaleSite,
        path: url.pathname,
        prerendered: readFileSync(renderedPage(url), 'utf8'),
        fetch: siteFetch(port, host, answered),
        deadlineMs: 5_000,
        config: pseudoLocaleConfig as SiteConfig,
      });
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  return {
    take() {
      const taken = answers;
      answers = [];
      return taken;
    },
  };
}

/**
 * Every string of the API answers the server-side render of a page read (the home's games and activities in its
 * HTML): the same data the browser would have fetched, read on the server instead, so it is data to the sweep too.
 * `take` hands over what was read since the last call.
 */
export type RenderedAnswers = { take: () => string[] };

/** Every string of a JSON value (an API answer, a site config). */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The operator's texts in the site's config (its name, legal footer, banner and currency image texts). */
export const pseudoLocaleSiteContent: readonly string[] = stringsOf(siteConfig);

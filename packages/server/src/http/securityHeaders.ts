import { routePaths } from '@platform/domain';
import { allStatisticsScriptUrls } from '@platform/site-config';
import type { FastifyInstance } from 'fastify';
import type { Site, SiteDirectory } from '../sites/siteDirectory.ts';
import { CONSOLE_URL_PREFIX } from './consoleStatic.ts';
import { siteOfRequest } from './requestSite.ts';

function originOf(url: string): string | null {
  return url.startsWith('https://') ? new URL(url).origin : null;
}

function uniqueOrigins(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))].sort();
}

/** The third-party origins one site's config names: statistics scripts, analytics endpoint, customer-service chat. */
function configuredOrigins(site: Site | null) {
  const statisticsScripts = site ? allStatisticsScriptUrls(site.config) : [];
  const chat = site?.config.customerService.customer_service
    ? [site.config.customerService.customer_service]
    : [];
  return {
    scripts: uniqueOrigins(statisticsScripts),
    // The chat's origin too: the chat page asks it once (no-cors, nothing read) to tell an unreachable host from a
    // loaded chat, which its frame cannot (issue 21 item 8).
    connections: uniqueOrigins(site ? [site.config.analytics.pageViewEndpoint, ...chat] : []),
    frames: uniqueOrigins(chat),
  };
}

/** Who may frame a member page: nobody, except the composer's preview, which the console frames (same origin). */
type PageFraming = 'none' | 'self';

/**
 * The Content-Security-Policy of one site's replies (reliability anchors §c): no inline script and no eval, and
 * third-party origins only where that site's own config names them, never another site's. `null` (a request
 * for no known site) allows no third party at all. Inline style attributes are allowed (style-src-attr) because
 * the theme's CSS variables are set through them. Inline style elements are allowed (style-src-elem) because the
 * dialogs' scroll lock (Radix, through react-remove-scroll) injects one whose text depends on the scrollbar width,
 * so no hash can name it; a per-response nonce in the served index.html is the stricter follow-up. Scripts stay
 * origin-only: CSS cannot run code. `framing` names who may frame the page: nobody, or pages of its own origin.
 */
export function contentSecurityPolicyFor(site: Site | null, framing: PageFraming = 'none'): string {
  const origins = configuredOrigins(site);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...origins.scripts]],
    ['style-src', ["'self'"]],
    ['style-src-elem', ["'self'", "'unsafe-inline'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...origins.connections]],
    ['frame-src', ["'self'", ...origins.frames]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [`'${framing}'`]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The security headers of everything that is not an API reply (pages, the app's files, images): framing refused
 * (the demo venue relaxes this to same-origin on its own pages), HSTS, no referrer, nosniff, and the rest of
 * helmet 8's defaults, written out: @fastify/helmet built a new helmet middleware on every request, a cost paid
 * for fixed strings (test/securityHeaders.test.ts pins every header of every site, names and values byte for byte).
 */
const headersOnPages = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * API replies (JSON read by the app's own `fetch`, never a document a browser renders): the headers that protect a
 * response that is not a document (OWASP REST Security cheat sheet). Never cached unless the endpoint says so
 * (pre-info); not readable cross-site, even no-cors (CORP); never sniffed into HTML; never framed; a policy that
 * lets nothing load should one be opened as a page; HTTPS only; only the session headers exposed. The document
 * headers (a page's script and frame origins, opener and agent-cluster isolation, prefetch, download and XSS-filter
 * switches) say nothing to a fetch, and writing the site's page policy into every read cost the read path
 * (issue 26): so this set is one for every site.
 */
const headersOnApiReplies = {
  'access-control-expose-headers': 'id, vid',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/**
 * The operator console's pages and files (/console/): one policy whatever the Host, stricter than a site's. No
 * site's third-party origins (statistics, chat, analytics) on pages that move money: everything from the console's
 * own origin, no workers or manifest, and no frames but its own origin's (the composer's phone preview). Its HTML is never stored (no-store, like its API's answers: a shared
 * computer's cache or back button keeps no console page); its hashed assets set their own caching (consoleStatic.ts).
 * Opened windows get no handle on it (COOP same-origin), its files serve no other origin (CORP same-origin), and it
 * asks search engines to keep it out and the browser to refuse devices it never uses.
 */
const headersOnConsolePages = {
  ...headersOnPages,
  'cache-control': 'no-store',
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // the design system's dialogs inject a style element (see contentSecurityPolicyFor), theme variables are attributes
    "style-src-elem 'self' 'unsafe-inline'",
    "style-src-attr 'unsafe-inline'",
    // an upload's preview (blob:) and the design system's inline images (data:), as on the member pages
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // the composer's phone preview: the member app's preview page, on this same origin (issue 25)
    "frame-src 'self'",
    "worker-src 'none'",
    "manifest-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'x-robots-tag': 'noindex, nofollow',
} as const;

/** /console and everything under /console/ (the redirect, the pages, the assets). */
const isConsolePath = (url: string) => url === '/console' || url.startsWith(CONSOLE_URL_PREFIX);

type HeaderSet = Readonly<Record<string, string>>;

const framingOf = (url: string): PageFraming =>
  url.split('?')[0] === routePaths.composerPreview ? 'self' : 'none';

function pageHeadersFor(site: Site | null, framing: PageFraming): HeaderSet {
  return {
    ...headersOnPages,
    'content-security-policy': contentSecurityPolicyFor(site, framing),
    'x-frame-options': framing === 'self' ? 'SAMEORIGIN' : 'DENY',
  };
}

/**
 * Every reply's security headers (a page's from the site it is for), set in one step as the request arrives. The sets are
 * built once per site at start. Pages that need another policy (the demo venue, uploaded images) and endpoints
 * with their own caching (pre-info) set theirs over these and keep them.
 */
export function installSecurityHeaders(app: FastifyInstance, sites: SiteDirectory): void {
  const headerSetsFor = (framing: PageFraming) => ({
    bySite: new Map(sites.all.map((site) => [site.code, pageHeadersFor(site, framing)])),
    withoutSite: pageHeadersFor(null, framing),
  });
  const pageSets: Record<PageFraming, ReturnType<typeof headerSetsFor>> = {
    none: headerSetsFor('none'),
    self: headerSetsFor('self'),
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.headers(headersOnApiReplies);
    else if (isConsolePath(request.url)) reply.headers(headersOnConsolePages);
    else {
      const site = siteOfRequest(sites, request);
      const pages = pageSets[framingOf(request.url)];
      reply.headers((site && pages.bySite.get(site.code)) ?? pages.withoutSite);
    }
    done();
  });
}

/** Demo-venue pages are framed by the app (same origin) and nothing else. */
export const demoVenueFrameHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
} as const;

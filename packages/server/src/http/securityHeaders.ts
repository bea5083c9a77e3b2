import { allStatisticsScriptUrls } from '@platform/site-config';
import type { FastifyInstance } from 'fastify';
import type { Site, SiteDirectory } from '../sites/siteDirectory.ts';
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

/**
 * The Content-Security-Policy of one site's replies (reliability anchors §c): no inline script and no eval, and
 * third-party origins only where that site's own config names them, never another site's. `null` (a request
 * for no known site) allows no third party at all. Inline style attributes are allowed (style-src-attr) because
 * the theme's CSS variables are set through them. Inline style elements are allowed (style-src-elem) because the
 * dialogs' scroll lock (Radix, through react-remove-scroll) injects one whose text depends on the scrollbar width,
 * so no hash can name it; a per-response nonce in the served index.html is the stricter follow-up. Scripts stay
 * origin-only: CSS cannot run code.
 */
export function contentSecurityPolicyFor(site: Site | null): string {
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
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The other security headers on everything the server sends: framing refused (the demo venue relaxes this to
 * same-origin on its own pages), HSTS, no referrer, nosniff, and the rest of helmet 8's defaults. They are
 * helmet's headers for the options we used to pass it, written out: @fastify/helmet built a new helmet middleware
 * on every request, a cost the read path paid for fixed strings (test/securityHeaders.test.ts pins every header
 * of every site, names and values byte for byte, against what helmet sent).
 */
const headersOnEverything = {
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

/** API replies: never cached unless the endpoint says so (pre-info), and only the session headers exposed. */
const headersOnApiReplies = {
  'access-control-expose-headers': 'id, vid',
  'cache-control': 'no-store',
} as const;

type HeaderSet = Readonly<Record<string, string>>;

function headerSetFor(site: Site | null, isApi: boolean): HeaderSet {
  return {
    ...headersOnEverything,
    'content-security-policy': contentSecurityPolicyFor(site),
    ...(isApi ? headersOnApiReplies : {}),
  };
}

/**
 * Every reply's security headers, from the site it is for, set in one step as the request arrives. The sets are
 * built once per site at start. Pages that need another policy (the demo venue, uploaded images) and endpoints
 * with their own caching (pre-info) set theirs over these and keep them.
 */
export function installSecurityHeaders(app: FastifyInstance, sites: SiteDirectory): void {
  const bySite = new Map(
    sites.all.map((site) => [site.code, { api: headerSetFor(site, true), other: headerSetFor(site, false) }]),
  );
  const withoutSite = { api: headerSetFor(null, true), other: headerSetFor(null, false) };
  app.addHook('onRequest', (request, reply, done) => {
    const site = siteOfRequest(sites, request);
    const sets = (site && bySite.get(site.code)) ?? withoutSite;
    reply.headers(request.url.startsWith('/api/') ? sets.api : sets.other);
    done();
  });
}

/** Demo-venue pages are framed by the app (same origin) and nothing else. */
export const demoVenueFrameHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
} as const;

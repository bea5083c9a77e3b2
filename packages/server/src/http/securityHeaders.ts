import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
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

/** The third-party origins one site's config names: statistics scripts, analytics endpoint, customer-service frame. */
function configuredOrigins(site: Site | null) {
  const statisticsScripts = site ? allStatisticsScriptUrls(site.config) : [];
  return {
    scripts: uniqueOrigins(statisticsScripts),
    connections: uniqueOrigins(site ? [site.config.analytics.pageViewEndpoint] : []),
    frames: uniqueOrigins(
      site?.config.customerService.customer_service ? [site.config.customerService.customer_service] : [],
    ),
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
 * same-origin on its own pages), HSTS, no referrer, nosniff. The CSP depends on the site and is set per reply.
 */
const securityHeaderOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginResourcePolicy: { policy: 'same-site' },
  frameguard: { action: 'deny' },
  xContentTypeOptions: true,
};

/**
 * Helmet's headers on everything, and each reply's CSP from the site it is for. Pages that need another policy
 * (the demo venue, uploaded images) set theirs and keep it.
 */
export async function installSecurityHeaders(app: FastifyInstance, sites: SiteDirectory): Promise<void> {
  await app.register(helmet, securityHeaderOptions);
  const policies = new Map(sites.all.map((site) => [site.code, contentSecurityPolicyFor(site)]));
  const policyWithoutSite = contentSecurityPolicyFor(null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      const site = request.site ?? siteOfRequest(sites, request);
      reply.header('content-security-policy', (site && policies.get(site.code)) ?? policyWithoutSite);
    }
    return payload;
  });
}

/** Demo-venue pages are framed by the app (same origin) and nothing else. */
export const demoVenueFrameHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
} as const;

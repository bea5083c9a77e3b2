import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Site } from '../sites/siteDirectory.ts';

function originOf(url: string): string | null {
  return url.startsWith('https://') ? new URL(url).origin : null;
}

function uniqueOrigins(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))].sort();
}

/** The third-party origins the site configs name: statistics scripts, analytics endpoints, customer-service frames. */
function configuredOrigins(sites: readonly Site[]) {
  const statisticsScripts = sites.flatMap((site) => {
    const statistics = site.config.statistics as unknown;
    return Array.isArray(statistics) ? statistics.map((entry: { url: string }) => entry.url) : [];
  });
  return {
    scripts: uniqueOrigins(statisticsScripts),
    connections: uniqueOrigins(sites.map((site) => site.config.analytics.pageViewEndpoint)),
    frames: uniqueOrigins(sites.map((site) => site.config.customerService.customer_service)),
  };
}

/**
 * Security headers on everything the server sends (reliability anchors §c): a CSP with no inline script and no
 * eval (third-party origins only where a site config names them), framing refused (the demo venue relaxes this to
 * same-origin on its own pages), HSTS, no referrer, nosniff. Inline style attributes are allowed (style-src-attr)
 * because the theme's CSS variables are set through them; style elements still must come from the origin.
 */
export function securityHeadersFor(sites: readonly Site[]): FastifyHelmetOptions {
  const origins = configuredOrigins(sites);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins.scripts],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...origins.connections],
        frameSrc: ["'self'", ...origins.frames],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    xContentTypeOptions: true,
  };
}

/** Demo-venue pages are framed by the app (same origin) and nothing else. */
export const demoVenueFrameHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
} as const;

import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { appRendererFolder, SITE_ASSET_URL_PREFIX } from '@platform/site-config';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { platformDomainEvents } from './composition/domainSubscribers.ts';
import type { Database } from './db/database.ts';
import { ApiError } from './errors/apiError.ts';
import { appPageFile } from './http/appPageFile.ts';
import { appPageRenderer } from './http/appPageRenderer.ts';
import { answerConnectionError } from './http/clientErrors.ts';
import { serveConsole } from './http/consoleStatic.ts';
import { answerError, installErrorHandler, sendError } from './http/errorHandler.ts';
import { databaseRateLimitStore } from './http/rateLimitStore.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { lazyRequestLogger } from './lazyRequestLogger.ts';
import { type OutboxNotices, pollingOutboxNotices } from './liveEvents/outboxNotices.ts';
import { standardOutputLogDestination } from './logDestination.ts';
import { loggerOptions, requestLogController } from './logging.ts';
import type { Platform } from './platform.ts';
import { registerRoutes } from './routes/index.ts';
import { AttemptThrottle } from './security/attemptThrottle.ts';
import { CaptchaService } from './security/captcha.ts';
import { type Clock, systemClock } from './security/clock.ts';
import { inProcessRevocationFeed, type RevocationFeed } from './security/revocationFeed.ts';
import { loadPasswordKeyRing } from './security/rsaKeys.ts';
import { defaultSessionPolicy, type SessionPolicy, SessionStore } from './security/sessions.ts';
import { VerificationCodes } from './security/verificationCodes.ts';
import { publishedSiteConfigs } from './sitePublishing/publishedSiteConfigs.ts';
import { seedSiteConfigVersions } from './sitePublishing/siteConfigVersions.ts';
import { defaultSiteDirectory } from './sites/siteConfigs.ts';
import type { SiteDirectory } from './sites/siteDirectory.ts';

export interface BuildAppOptions {
  db: Database;
  sites?: SiteDirectory;
  clock?: Clock;
  sessionPolicy?: Partial<SessionPolicy>;
  /**
   * How revocations by other instances reach this one's session cache: `connection.openRevocationFeed()` of
   * `openDatabase` (closed with the app). Without it only this process's revocations evict, which is right only
   * when no other process shares the database (PGlite).
   */
  revocationFeed?: RevocationFeed;
  /**
   * What wakes the member event streams when an event commits: `connection.openOutboxNotices()` of
   * `openDatabase` (LISTEN on PostgreSQL, PGlite's own LISTEN in process; closed with the app). Without it the
   * streams read the outbox every second (correct, only dearer).
   */
  outboxNotices?: OutboxNotices;
  /** Heartbeat period of the event streams (15 s, the contract's; tests shorten it). */
  eventStreamHeartbeatMs?: number;
  logLevel?: string;
  /** Where log lines go (tests capture them to prove nothing secret is logged); stdout, batched per turn, by default. */
  logStream?: DestinationStream;
  /** Tests read captcha answers through this; never set in production. */
  revealCaptchaAnswer?: (deviceNumber: string, answer: string) => void;
  /** A built app to serve at `/`: every other GET path gets the host's site page (http/appPageFile.ts). */
  staticDir?: string;
  /** The built operator console (packages/console/dist), served at `/console/` (http/consoleStatic.ts). */
  consoleDir?: string;
  /** `site-configs/assets`, served at `/site-assets`. */
  siteAssetsDir?: string;
  /** Off only in tests that are not about rate limits and would otherwise trip them. */
  rateLimits?: boolean;
  /**
   * Addresses or CIDR ranges of the load balancers in front (`TRUSTED_PROXIES`): only a request whose TCP peer is
   * one of them has its client address taken from `X-Forwarded-For`. Empty (the default), the peer is the client
   * and the header is ignored, so nobody picks their own address for the per-address limits by sending one.
   */
  trustedProxies?: readonly string[];
}

const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;

/** The reference platform API as a Fastify instance (not listening; `main.ts` listens, tests `inject`). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream ?? standardOutputLogDestination()),
    logController: requestLogController(),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    trustProxy:
      options.trustedProxies && options.trustedProxies.length > 0 ? [...options.trustedProxies] : false,
    // Paths are exact (spec §7); a trailing slash is a different, unknown path.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // the router's own refusals (a URL that does not decode, an overlong parameter) in the envelope too
    frameworkErrors: answerError,
    // and Node's parser's (headers too large, not HTTP at all), which come before there is a request
    clientErrorHandler: answerConnectionError,
  });

  const revocationFeed = options.revocationFeed ?? inProcessRevocationFeed();
  const events = platformDomainEvents();
  app.addHook('onClose', () => revocationFeed.close());

  const platform: Platform = {
    db: options.db,
    clock,
    sites: options.sites ?? defaultSiteDirectory(),
    sessions: new SessionStore(
      options.db,
      clock,
      { ...defaultSessionPolicy, ...options.sessionPolicy },
      revocationFeed,
      events,
    ),
    passwordKeys: await loadPasswordKeyRing(options.db, clock),
    captcha: new CaptchaService(options.db, clock, options.revealCaptchaAnswer),
    verificationCodes: new VerificationCodes(options.db, clock),
    attemptThrottle: new AttemptThrottle(options.db, clock),
    rateLimitsEnabled: options.rateLimits !== false,
    events,
  };
  app.decorate('platform', platform);
  // The site files seed the config versions the composer publishes (sitePublishing/siteConfigVersions.ts).
  await seedSiteConfigVersions(
    options.db,
    platform.sites.all.map((site) => site.config),
    new Date(clock()),
  );

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: REQUEST_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  installSecurityHeaders(app, platform.sites);
  await app.register(rateLimit, {
    global: false,
    // counters live in the database, so a limit holds across every instance sharing it
    store: databaseRateLimitStore(options.db),
    errorResponseBuilder: () => new ApiError('RATE_LIMITED'),
  });
  installErrorHandler(app);

  await registerRoutes(app, {
    outboxNotices: options.outboxNotices ?? pollingOutboxNotices(),
    heartbeatMs: options.eventStreamHeartbeatMs,
  });

  if (options.siteAssetsDir) {
    await app.register(fastifyStatic, {
      root: options.siteAssetsDir,
      prefix: SITE_ASSET_URL_PREFIX,
      decorateReply: false,
      maxAge: '1h',
    });
  }
  if (options.consoleDir) await serveConsole(app, options.consoleDir);
  if (options.staticDir) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's server-side renderer is the server's, not a browser's (http/appPageRenderer.ts).
      allowedPath: (path) => !path.startsWith(`/${appRendererFolder}/`),
      cacheControl: false,
      // The build writes brotli and gzip beside its scripts, styles and pages (app/tooling/precompressFiles.ts).
      preCompressed: true,
      // Vite's hashed bundles never change; everything else (index.html, sw.js, manifest) must be revalidated.
      setHeaders: (response, path) => {
        const hashed = /[/\\]assets[/\\]/.test(path);
        response.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const { staticDir } = options;
  const renderAppPage =
    staticDir === undefined
      ? undefined
      : appPageRenderer(app, staticDir, publishedSiteConfigs(options.db, app.log));
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (staticDir && renderAppPage && request.method === 'GET' && !path.startsWith('/api/')) {
      const isAsset = /\.[a-z0-9]+$/i.test(path);
      if (!isAsset) {
        if (await renderAppPage(request, reply, path)) return reply;
        return reply.sendFile(appPageFile(staticDir, request.headers.host, path));
      }
    }
    return sendError(request, reply, new ApiError('NOT_FOUND'));
  });

  return app;
}

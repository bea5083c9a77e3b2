import type { IncomingHttpHeaders } from 'node:http';
import {
  coerceFormValue,
  decodeFormBody,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointQuery,
  type EndpointResponse,
  FormDecodeError,
  requestHeaders,
  SESSION_INVALID_DATA,
} from '@platform/contract';
import type { Locale } from '@platform/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Database } from '../db/database.ts';
import { ApiError, SessionInvalidError } from '../errors/apiError.ts';
import type { Platform } from '../platform.ts';
import type { SessionMember } from '../security/sessions.ts';
import { localeOrDefault, type Site } from '../sites/siteDirectory.ts';
import { headerText, idempotencyKeyOf } from './requestHeaderText.ts';
import { requireSiteOfRequest } from './requestSite.ts';
import { compileTrimmer, type Trimmer } from './responseTrimmer.ts';
import { firstUnacceptableValue } from './storableText.ts';
import { validationFailure } from './validationFailure.ts';

export interface EndpointContext<Endpoint extends EndpointDefinition> {
  query: EndpointQuery<Endpoint>;
  body: EndpointBody<Endpoint>;
  headers: IncomingHttpHeaders;
  /** The signed-in member, or null (on public endpoints a valid `t` header still identifies the member). */
  member: SessionMember | null;
  /** The member on `member` endpoints; reading it elsewhere without a session answers 401 "token". */
  signedInMember: SessionMember;
  /** The session token of the request, when there is a valid one. */
  sessionToken: string | null;
  site: Site;
  locale: Locale;
  db: Database;
  platform: Platform;
  requestId: string;
  ip: string;
  /** The `Idempotency-Key` header of money-moving endpoints (checked for presence and format by the frame). */
  idempotencyKey: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<Endpoint extends EndpointDefinition> = (
  context: EndpointContext<Endpoint>,
) => Promise<EndpointResponse<Endpoint>>;

export interface RouteOptions {
  /**
   * Per-route limit for @fastify/rate-limit (keyed by client address unless `keyGenerator` says otherwise). A
   * limit keyed by something the caller sends (a session or device header) needs `addressCeiling` as well: a caller
   * who makes up a new value for each request is then still stopped at that many requests per window from one
   * address, while many members behind one NAT each keep their own `max`.
   */
  rateLimit?: {
    max: number;
    timeWindow: number;
    keyGenerator?: (request: FastifyRequest) => string;
    addressCeiling?: number;
  };
}

function compileOptional(schema: TSchema | undefined) {
  return schema ? Compile(schema) : undefined;
}

/** Reads the body in the endpoint's declared encoding; the other encoding is a 415. */
function readBody(endpoint: EndpointDefinition, request: FastifyRequest): unknown {
  const contentType = (request.headers['content-type'] ?? '').toLowerCase();
  // The multipart parser leaves the stream for the handler, so the body looks empty: refuse it here instead.
  if (contentType.startsWith('multipart/') && endpoint.encoding !== 'multipart')
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const raw = request.body;
  const isEmpty = raw === undefined || raw === null || raw === '';
  switch (endpoint.encoding) {
    case 'form':
      if (isEmpty) return {};
      if (!contentType.startsWith('application/x-www-form-urlencoded'))
        throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
      try {
        return decodeFormBody(String(raw));
      } catch (error) {
        if (error instanceof FormDecodeError) throw new ApiError('MALFORMED_BODY');
        throw error;
      }
    case 'json':
      if (isEmpty) return {};
      if (!contentType.startsWith('application/json')) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
      return raw;
    case 'multipart':
    case 'none':
      return undefined;
    default:
      return endpoint.encoding satisfies never;
  }
}

/**
 * What a handler returned, cut down to the contract's response schema: a field a row carries beyond it (a hash,
 * another member's id, a column added later) never reaches the client. A result that still does not conform is
 * the server's bug, answered as a 500 rather than sent.
 */
function conformingResponse(
  endpoint: EndpointDefinition,
  validator: ReturnType<typeof Compile>,
  trim: Trimmer,
  data: unknown,
): unknown {
  const cleaned = trim(data);
  if (validator.Check(cleaned)) return cleaned;
  const [first] = validator.Errors(cleaned);
  throw new Error(
    `${endpoint.name} answered outside its response schema at "${first?.instancePath ?? ''}": ${first?.message ?? ''}`,
  );
}

/**
 * One request's context. A class, so the `signedInMember` check and the fields few handlers read (headers, address,
 * request id, database) live on the prototype: an object literal with a getter was built through the runtime,
 * with a new closure, on every request.
 */
class RequestContext<Endpoint extends EndpointDefinition> implements EndpointContext<Endpoint> {
  constructor(
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
    readonly platform: Platform,
    readonly site: Site,
    readonly locale: Locale,
    readonly member: SessionMember | null,
    readonly sessionToken: string | null,
    readonly idempotencyKey: string | null,
    readonly query: EndpointQuery<Endpoint>,
    readonly body: EndpointBody<Endpoint>,
  ) {}

  get signedInMember(): SessionMember {
    if (!this.member) throw new SessionInvalidError();
    return this.member;
  }

  get headers(): IncomingHttpHeaders {
    return this.request.headers;
  }

  get db(): Database {
    return this.platform.db;
  }

  get requestId(): string {
    return this.request.id;
  }

  get ip(): string {
    return this.request.ip;
  }
}

/** NUL, lone surrogates and absurd nesting are refused for every endpoint at once, before any schema or query. */
function refuseUnacceptableValue(value: unknown): void {
  const field = firstUnacceptableValue(value);
  if (field !== null) throw new ApiError('FIELD_INVALID', { field: field || undefined });
}

/**
 * The schema work of one endpoint, compiled once: its query and body decoded and validated (a refusal is the
 * contract's 400), its answer cut to the response schema. Shared by the member API and the operator console's.
 */
export function endpointCodec(endpoint: EndpointDefinition) {
  const queryValidator = compileOptional(endpoint.query);
  const bodyValidator = compileOptional(endpoint.body);
  const responseValidator = Compile(endpoint.response);
  // Cleaned on a copy: handlers may return shared objects (a site's config) that must stay whole.
  const trimResponse = compileTrimmer(endpoint.response, (data) =>
    responseValidator.Clean(structuredClone(data)),
  );
  return {
    query(request: FastifyRequest): unknown {
      refuseUnacceptableValue(request.query);
      if (!endpoint.query || !queryValidator) return undefined;
      const query = coerceFormValue(endpoint.query, (request.query ?? {}) as Record<string, string>);
      if (!queryValidator.Check(query)) throw validationFailure(queryValidator.Errors(query));
      return query;
    },
    body(request: FastifyRequest): unknown {
      let body = readBody(endpoint, request);
      refuseUnacceptableValue(body);
      if (endpoint.body && bodyValidator) {
        if (endpoint.encoding === 'form')
          body = coerceFormValue(endpoint.body, body as Record<string, string>);
        if (!bodyValidator.Check(body)) throw validationFailure(bodyValidator.Errors(body));
      }
      return body;
    },
    data(data: unknown): unknown {
      return conformingResponse(endpoint, responseValidator, trimResponse, data);
    },
  };
}

/**
 * Mounts one contract endpoint: resolves the site and language, authenticates, decodes and validates the query
 * and body against the contract's schemas, calls the handler and wraps its result as `{ status: true, data }`.
 * Every failure is rendered by the error handler as the catalogue's envelope.
 */
export function registerEndpoint<Endpoint extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: EndpointHandler<Endpoint>,
  options: RouteOptions = {},
): void {
  const codec = endpointCodec(endpoint);
  const platform = app.platform;

  const limited = options.rateLimit && platform.rateLimitsEnabled ? options.rateLimit : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: limited ? { rateLimit: limited } : {},
    onRequest: limited?.addressCeiling
      ? addressCeilingHook(app, endpoint.path, limited.timeWindow, limited.addressCeiling)
      : [],
    handler: async (request, reply) => {
      const site = requireSiteOfRequest(platform.sites, request);
      request.site = site;
      const locale = localeOrDefault(headerText(request.headers[requestHeaders.language]), site);
      request.locale = locale;

      const token = headerText(request.headers[requestHeaders.sessionToken]);
      // A request that changes state (money, credentials, anything but a read) checks the session in the database
      // itself, never in the cache: defence in depth should a revocation not have reached this instance yet.
      // A read asks the cache first, synchronously; what it cannot answer goes to the database (and is cached).
      const cachedAnswer =
        request.method === 'GET' ? platform.sessions.answerFromCache(token, site.code) : undefined;
      const member =
        cachedAnswer !== undefined
          ? cachedAnswer
          : await platform.sessions.authenticate(token, site.code, { fromDatabase: true });
      if (endpoint.auth === 'member' && !member) throw new SessionInvalidError();

      const idempotencyKey = idempotencyKeyOf(endpoint, request);

      const query = codec.query(request);
      const body = codec.body(request);

      const context = new RequestContext<Endpoint>(
        request,
        reply,
        platform,
        site,
        locale,
        member,
        member ? (token ?? null) : null,
        idempotencyKey,
        query as EndpointQuery<Endpoint>,
        body as EndpointBody<Endpoint>,
      );
      const data = await handler(context);
      if (endpoint.rawResponse) {
        if (!reply.hasHeader('content-type')) reply.header('content-type', endpoint.rawResponse.contentType);
        return reply.send(data);
      }
      return reply.send({
        status: true,
        data: codec.data(data),
      });
    },
  });
}

/** The exact session-invalid reply of spec §4. */
export function sendSessionInvalid(reply: FastifyReply): FastifyReply {
  return reply.code(401).send({ status: false, data: SESSION_INVALID_DATA });
}

declare module 'fastify' {
  interface FastifyRequest {
    site?: Site;
    locale?: Locale;
  }
}

/**
 * The per-address ceiling of a route limited by a key the caller chooses (`RouteOptions.rateLimit`): the plugin
 * runs one limit per route, so this one is counted through its `createRateLimit`, in the same shared store.
 */
function addressCeilingHook(
  app: FastifyInstance,
  path: string,
  timeWindow: number,
  ceiling: number,
): onRequestAsyncHookHandler {
  const countAddress = app.createRateLimit({
    max: ceiling,
    timeWindow,
    keyGenerator: (request) => `${path} address-ceiling ${request.ip}`,
  });
  return async (request) => {
    const counted = await countAddress(request);
    if (!counted.isAllowed && counted.isExceeded) throw new ApiError('RATE_LIMITED');
  };
}

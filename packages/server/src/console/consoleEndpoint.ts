import type { EndpointBody, EndpointDefinition, EndpointQuery, EndpointResponse } from '@platform/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { endpointCodec } from '../http/registerEndpoint.ts';
import { headerText, idempotencyKeyOf } from '../http/requestHeaderText.ts';
import type { Platform } from '../platform.ts';
import { consoleTokenOf } from './consoleCookie.ts';
import { loadOperator, type SignedInOperator } from './operatorAccounts.ts';
import type { OperatorSession, OperatorSessionStore } from './operatorSessions.ts';

export interface ConsoleContext<Endpoint extends EndpointDefinition> {
  query: EndpointQuery<Endpoint>;
  body: EndpointBody<Endpoint>;
  /** The signed-in operator on `operator` endpoints (null on the public sign-in). */
  operator: SignedInOperator | null;
  session: OperatorSession | null;
  platform: Platform;
  /** The `Idempotency-Key` of money-moving endpoints, checked for presence and format. */
  idempotencyKey: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type ConsoleHandler<Endpoint extends EndpointDefinition> = (
  context: ConsoleContext<Endpoint>,
) => Promise<EndpointResponse<Endpoint>>;

export interface ConsoleRouteOptions {
  /** Open to a session whose two-step check is not done yet (enrol, verify, sign out). */
  beforeTwoStep?: true;
  /** A larger body than the API's default (an uploaded image, base64). */
  bodyLimit?: number;
}

/**
 * Cross-site request forgery, refused three ways on every state-changing console call: the cookie is
 * SameSite=Strict; the body must be declared JSON (a cross-site form cannot send that without a CORS preflight,
 * which the API never grants); and an `Origin` or `Sec-Fetch-Site` header saying another site is refused.
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.method === 'GET') return;
  const contentType = (request.headers['content-type'] ?? '').toLowerCase();
  if (!contentType.startsWith('application/json')) throw new ApiError('CONSOLE_ORIGIN_REFUSED');
  const fetchSite = headerText(request.headers['sec-fetch-site']);
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
    throw new ApiError('CONSOLE_ORIGIN_REFUSED');
  const origin = headerText(request.headers.origin);
  if (origin === undefined) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ApiError('CONSOLE_ORIGIN_REFUSED');
  }
  if (originHost !== request.headers.host) throw new ApiError('CONSOLE_ORIGIN_REFUSED');
}

/**
 * Mounts one console endpoint: decodes and validates like the member API (endpointCodec), authenticates the
 * console cookie against the database (no cache: a revoked session is refused at once on every instance), loads
 * the operator's scope, and answers in the same envelope. The member API's frame is untouched, so a member
 * request does no console work.
 */
export function registerConsoleEndpoint<Endpoint extends EndpointDefinition>(
  app: FastifyInstance,
  sessions: OperatorSessionStore,
  endpoint: Endpoint,
  handler: ConsoleHandler<Endpoint>,
  options: ConsoleRouteOptions = {},
): void {
  const codec = endpointCodec(endpoint);
  const platform = app.platform;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      const fallbackSite = platform.sites.resolve(undefined, undefined);
      request.site = fallbackSite;
      refuseCrossSite(request);
      let session: OperatorSession | null = null;
      let operator: SignedInOperator | null = null;
      if (endpoint.auth === 'operator') {
        session = await sessions.authenticate(consoleTokenOf(request));
        if (!session) throw new ApiError('CONSOLE_SESSION_INVALID');
        if (!session.twoStepVerified && !options.beforeTwoStep)
          throw new ApiError('CONSOLE_TWO_STEP_PENDING');
        operator = await loadOperator(platform.db, platform.sites, session.operatorId);
        if (!operator) throw new ApiError('CONSOLE_SESSION_INVALID');
      }
      const idempotencyKey = idempotencyKeyOf(endpoint, request);
      const query = codec.query(request) as EndpointQuery<Endpoint>;
      const body = codec.body(request) as EndpointBody<Endpoint>;
      const data = await handler({
        query,
        body,
        operator,
        session,
        platform,
        idempotencyKey,
        request,
        reply,
      });
      return reply.send({ status: true, data: codec.data(data) });
    },
  });
}

/** The operator of an `operator` endpoint (the frame refused the request otherwise). */
export function signedIn(context: { operator: SignedInOperator | null }): SignedInOperator {
  if (!context.operator) throw new ApiError('CONSOLE_SESSION_INVALID');
  return context.operator;
}

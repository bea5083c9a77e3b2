import type { Static, TSchema } from 'typebox';
import type { ErrorCode } from './errors/index.ts';
import type { BodyEncoding } from './transport/bodyCodec.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * `member` endpoints need a valid session token (header `t`); anything else answers 401 `"token"`.
 * `streamTicket`: the event stream, which `EventSource` opens without headers, takes a single-use ticket in the
 * query instead (issued to a member session by `issueEventStreamTicket`); a bad one is 401 with a code.
 * `operator`: the operator console's endpoints, which need a console session cookie (401 CONSOLE_SESSION_INVALID).
 */
export type EndpointAuth = 'public' | 'member' | 'streamTicket' | 'operator';

export interface EndpointDefinition<
  Query extends TSchema | undefined = TSchema | undefined,
  Body extends TSchema | undefined = TSchema | undefined,
  Response extends TSchema = TSchema,
> {
  /** camelCase key of the endpoint in `endpoints`, also the OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  /** Exact path, no parameters: ids travel in the query or body as the spec's calls do. */
  path: string;
  auth: EndpointAuth;
  /** How the request body travels: `none` for GET, `form` is the spec's wrapping (see bodyCodec). */
  encoding: BodyEncoding;
  summary: string;
  query?: Query;
  body?: Body;
  /** Schema of `data` in the success envelope (or of the raw body when `rawResponse` is set). */
  response: Response;
  /** Set for responses that are not an envelope (the captcha image, the event stream): their content type. */
  rawResponse?: { contentType: string };
  /** Money-moving POSTs require an `Idempotency-Key` header. */
  moneyMoving?: true;
  /** Codes this endpoint may answer with, beyond the transport ones every endpoint can give. */
  errors: readonly ErrorCode[];
}

/** Declares one endpoint, keeping its literal types so handlers and clients are typed by it. */
export function defineEndpoint<
  const Query extends TSchema | undefined = undefined,
  const Body extends TSchema | undefined = undefined,
  const Response extends TSchema = TSchema,
>(definition: EndpointDefinition<Query, Body, Response>): EndpointDefinition<Query, Body, Response> {
  return definition;
}

type StaticOrUndefined<Schema> = Schema extends TSchema ? Static<Schema> : undefined;

export type EndpointQuery<Endpoint> =
  Endpoint extends EndpointDefinition<infer Query, TSchema | undefined, TSchema>
    ? StaticOrUndefined<Query>
    : never;
export type EndpointBody<Endpoint> =
  Endpoint extends EndpointDefinition<TSchema | undefined, infer Body, TSchema>
    ? StaticOrUndefined<Body>
    : never;
export type EndpointResponse<Endpoint> =
  Endpoint extends EndpointDefinition<TSchema | undefined, TSchema | undefined, infer Response>
    ? Static<Response>
    : never;

/** Codes any endpoint may answer with, whatever its own list says. */
export const transportErrorCodes = [
  'FIELD_REQUIRED',
  'FIELD_INVALID',
  'MALFORMED_BODY',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SITE_UNKNOWN',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];

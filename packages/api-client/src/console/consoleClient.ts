import {
  type ConsoleEndpoints,
  consoleEndpoints,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  requestHeaders,
} from '@platform/contract';
import { type Locale, REQUEST_TIMEOUT_MS } from '@platform/domain';
import { createAttemptSignal } from '../attemptSignal.ts';
import { ApiError, RequestFailedError } from '../errors.ts';
import { createIdempotencyKey } from '../idempotencyKey.ts';
import { interpretResponse } from '../responseEnvelope.ts';
import { parseJsonText, requestUrl } from '../transport.ts';

export type ConsoleEndpointName = keyof ConsoleEndpoints;

/**
 * A schema the endpoint does not declare reads as `undefined`, or as `unknown` where the definition left the
 * generic at its default (some console GETs): either way the call takes no such argument.
 */
type Declared<Value, Argument> = unknown extends Value
  ? Partial<Record<keyof Argument, undefined>>
  : Value extends undefined
    ? Partial<Record<keyof Argument, undefined>>
    : Argument;

/** One console call's arguments, typed by its contract schemas, as the member client's calls are. */
export type ConsoleCallArguments<Name extends ConsoleEndpointName> = Declared<
  EndpointQuery<ConsoleEndpoints[Name]>,
  { readonly query: EndpointQuery<ConsoleEndpoints[Name]> }
> &
  Declared<EndpointBody<ConsoleEndpoints[Name]>, { readonly body: EndpointBody<ConsoleEndpoints[Name]> }> & {
    /** Money-moving calls (decisions): the key of this decision; the same key again decides nothing new. */
    readonly idempotencyKey?: string;
    readonly signal?: AbortSignal;
  };

type ConsoleArgumentList<Name extends ConsoleEndpointName> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "an object with no required key" here.
  {} extends ConsoleCallArguments<Name>
    ? [callArguments?: ConsoleCallArguments<Name>]
    : [callArguments: ConsoleCallArguments<Name>];

export type ConsoleResult<Name extends ConsoleEndpointName> = Promise<
  EndpointResponse<ConsoleEndpoints[Name]>
>;

export type ConsoleCaller = <Name extends ConsoleEndpointName>(
  name: Name,
  ...callArguments: ConsoleArgumentList<Name>
) => ConsoleResult<Name>;

export interface ConsoleClientOptions {
  /** Origin the contract's `/api/console/v1/…` paths are appended to (the console's own origin in a browser). */
  readonly baseUrl: string;
  /** Read per call: the server answers errors in this language. */
  readonly getLocale: () => Locale;
  /** The session ended on the server (expired, revoked, signed out elsewhere): the console shows its sign-in. */
  readonly onSessionInvalid: () => void;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/** Codes that mean "this browser has no working console session"; the sign-in page is the answer. */
const sessionEndedCodes = new Set(['CONSOLE_SESSION_INVALID']);

/**
 * The operator console's client: the console contract's calls, typed like the member client's, over the console's
 * own transport. Not the member transport: the console session is an HttpOnly cookie the browser sends (never a
 * token a script holds), and none of the member headers (device, device number, site code) apply. Nothing is
 * retried on its own: reads are retried by the query layer, and a decision is retried by the operator with the same
 * idempotency key, which the server answers once.
 */
export function createConsoleClient(options: ConsoleClientOptions): ConsoleCaller {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return async (name, ...[callArguments]) => {
    const endpoint = consoleEndpoints[name];
    const { query, body, idempotencyKey, signal } = (callArguments ?? {}) as {
      query?: Record<string, string | number | undefined>;
      body?: unknown;
      idempotencyKey?: string;
      signal?: AbortSignal;
    };
    const headers: Record<string, string> = { [requestHeaders.language]: options.getLocale() };
    if (endpoint.method !== 'GET') headers['content-type'] = 'application/json';
    if ('moneyMoving' in endpoint && endpoint.moneyMoving)
      headers[requestHeaders.idempotencyKey] = idempotencyKey ?? createIdempotencyKey();
    const description = { method: endpoint.method, path: endpoint.path };
    const attempt = createAttemptSignal(timeoutMs, signal);
    let status: number;
    let parsed: unknown;
    try {
      const response = await send(requestUrl(options.baseUrl, endpoint.path, query), {
        method: endpoint.method,
        headers,
        body: endpoint.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
        credentials: 'same-origin',
        signal: attempt.signal,
      });
      status = response.status;
      parsed = parseJsonText(await response.text());
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new RequestFailedError(attempt.timedOut() ? 'timeout' : 'network', description, { cause: error });
    } finally {
      attempt.dispose();
    }
    const outcome = interpretResponse(status, parsed, description);
    if (outcome.kind === 'data') return outcome.data as Awaited<ConsoleResult<typeof name>>;
    if (outcome.error instanceof ApiError && sessionEndedCodes.has(outcome.error.code))
      options.onSessionInvalid();
    throw outcome.error;
  };
}

import { type HttpMethod, requestHeaders, responseHeaders } from '@platform/contract';
import { getOrCreateDeviceId, type Locale, REQUEST_TIMEOUT_MS } from '@platform/domain';
import { createAttemptSignal } from './attemptSignal.ts';
import { type RequestDescription, RequestFailedError } from './errors.ts';
import { createIdempotencyKey } from './idempotencyKey.ts';
import type { NativeBridge } from './nativeBridge.ts';
import { type BodyToEncode, encodeRequestBody } from './requestBody.ts';
import { buildRequestHeaders } from './requestHeaders.ts';
import { interpretResponse } from './responseEnvelope.ts';
import {
  defaultRetrySettings,
  mayRetry,
  type RetryClass,
  type RetrySettings,
  retryDelayMs,
} from './retryPolicy.ts';
import { createSessionInvalidHandler, type LOGIN_PATH } from './sessionInvalid.ts';
import { type ClientStorage, createSessionStore, type SessionStore } from './sessionStore.ts';

export interface TransportOptions {
  /** Origin (and optional prefix) the contract's paths are appended to, e.g. `https://api.example.com`. */
  readonly baseUrl: string;
  readonly siteCode: string;
  /** The site config's `features.siteCodeHeader` (spec §7: hgty and hgtyc identify themselves by header). */
  readonly sendSiteCodeHeader: boolean;
  /** Read per request, so a language switch applies to the next call. */
  readonly getLocale: () => Locale;
  readonly storage: ClientStorage;
  readonly nativeBridge: NativeBridge;
  /** The app's logout, run when the server reports the session invalid (see sessionInvalid.ts). */
  readonly onSessionInvalid: () => void;
  /** Client-side navigation to the web login page. */
  readonly navigate: (path: typeof LOGIN_PATH) => void;
  /** Defaults to `navigator.userAgent`; decides the platform part of the device id. */
  readonly userAgent?: string;
  /** Defaults to REQUEST_TIMEOUT_MS (10 s, spec §9). Covers the whole exchange, body included. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetrySettings>;
  /**
   * Defaults to the global `fetch`. A server rendering a page answers the page's API calls in its own process
   * (app/src/ssr/renderRequestPage.ts), without a round trip through the network.
   */
  readonly fetch?: typeof fetch;
}

export type QueryValue = string | number | boolean | undefined;

/** One logical call: the path and body (see requestBody.ts) plus how to send and read it. */
export interface TransportRequest extends BodyToEncode {
  readonly method: HttpMethod;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly retryClass: RetryClass;
  /** For money-moving calls: the key of this logical call. A fresh one is made when absent. */
  readonly idempotencyKey?: string;
  /**
   * `blob` for the endpoints whose success body is binary rather than the envelope (the PNG captcha, uploaded
   * images). Their error answers are still the JSON envelope, and are read as such.
   */
  readonly responseFormat?: 'envelope' | 'blob';
  /**
   * The caller's cancellation (TanStack Query passes one). Cancelling rejects with the signal's reason,
   * as fetch does, never with a RequestFailedError, and stops any further retry.
   */
  readonly signal?: AbortSignal;
}

export interface Transport {
  /** Sends one logical call (with the retries its class allows) and resolves with the unwrapped `data`. */
  request(request: TransportRequest): Promise<unknown>;
  readonly session: SessionStore;
  readonly timeoutMs: number;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/** Maps whatever fetch threw (while connecting or while reading the body) to a typed failure. */
function toRequestFailure(
  error: unknown,
  description: RequestDescription,
  timedOut: boolean,
): RequestFailedError {
  const kind = timedOut || isTimeout(error) ? 'timeout' : 'network';
  return new RequestFailedError(kind, description, { cause: error });
}

function isJsonResponse(response: Response): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get('content-type') ?? '');
}

/** JSON parsed; a body that is not (an HTML error page, truncated JSON) stays text, which the envelope reader rejects. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An answer's body: binary for a successful binary endpoint, else the JSON envelope (as text when the server sent no
 * JSON, which the envelope reader rejects as not an envelope).
 */
async function readBody(response: Response, expectsBlob: boolean): Promise<unknown> {
  if (expectsBlob && response.status === 200 && !isJsonResponse(response)) return response.blob();
  return parseJsonText(await response.text());
}

/** The contract's path under the base URL, with the query's defined values (undefined ones are left out). */
export function requestUrl(baseUrl: string, path: string, query: TransportRequest['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.append(name, String(value));
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryString === '' ? '' : `?${queryString}`}`;
}

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export function createTransport(options: TransportOptions): Transport {
  const session = createSessionStore(options.storage.session);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const send = options.fetch ?? fetch;
  const retrySettings: RetrySettings = { ...defaultRetrySettings, ...options.retry };
  const userAgent = options.userAgent ?? globalThis.navigator?.userAgent ?? '';
  const handleSessionInvalid = createSessionInvalidHandler({
    session,
    nativeBridge: options.nativeBridge,
    onSessionInvalid: options.onSessionInvalid,
    navigate: options.navigate,
  });
  // Plain fetch: retries, timeouts and error mapping are ours (retryPolicy.ts, attemptSignal.ts), and every status is
  // read as an answer, the envelope deciding what it means.
  function storeSignInHeaders(response: Response): void {
    const token = response.headers.get(responseHeaders.sessionToken);
    const vid = response.headers.get(responseHeaders.visitorId);
    if (token) session.setToken(token);
    if (vid) session.setVid(vid);
  }

  async function attempt(request: TransportRequest, idempotencyKey: string | undefined): Promise<unknown> {
    const description = { method: request.method, path: request.path };
    const tokenSent = session.token();
    const headers = buildRequestHeaders({
      siteCode: options.siteCode,
      sendSiteCodeHeader: options.sendSiteCodeHeader,
      locale: options.getLocale(),
      deviceId: getOrCreateDeviceId(options.storage.local, userAgent),
      token: tokenSent,
    });
    const { body, contentType } = encodeRequestBody(request);
    if (contentType !== undefined) headers['content-type'] = contentType;
    if (idempotencyKey !== undefined) headers[requestHeaders.idempotencyKey] = idempotencyKey;

    const attemptSignal = createAttemptSignal(timeoutMs, request.signal);
    const expectsBlob = request.responseFormat === 'blob';
    let response: Response;
    let parsedBody: unknown;
    try {
      response = await send(requestUrl(options.baseUrl, request.path, request.query), {
        method: request.method,
        body,
        headers,
        signal: attemptSignal.signal,
      });
      // Inside the attempt's time: a server that stalls the body is cut off too.
      parsedBody = await readBody(response, expectsBlob);
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      throw toRequestFailure(error, description, attemptSignal.timedOut());
    } finally {
      attemptSignal.dispose();
    }

    if (parsedBody instanceof Blob) return parsedBody;
    const outcome = interpretResponse(response.status, parsedBody, description);
    switch (outcome.kind) {
      case 'data':
        // Only a successful answer may change who is signed in.
        storeSignInHeaders(response);
        return outcome.data;
      case 'session-invalid':
        handleSessionInvalid(tokenSent);
        throw outcome.error;
      case 'failure':
        throw outcome.error;
      default:
        return outcome satisfies never;
    }
  }

  async function request(request: TransportRequest): Promise<unknown> {
    // One key per logical call, created before the first attempt, so every retry carries the same key.
    const idempotencyKey =
      request.retryClass === 'money-moving' ? (request.idempotencyKey ?? createIdempotencyKey()) : undefined;
    for (let retriesSoFar = 0; ; retriesSoFar += 1) {
      request.signal?.throwIfAborted();
      try {
        return await attempt(request, idempotencyKey);
      } catch (error) {
        if (request.signal?.aborted || !mayRetry(request.retryClass, error, retriesSoFar, retrySettings))
          throw error;
        await sleep(retryDelayMs(retriesSoFar, retrySettings));
      }
    }
  }

  return { request, session, timeoutMs };
}

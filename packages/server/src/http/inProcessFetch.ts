import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A header of a Fetch `Response` from one of light-my-request's header values. */
function responseHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, String(item));
  }
  return result;
}

const bodylessStatuses = new Set([101, 204, 205, 304]);

/**
 * A `fetch` answered by this server's own routes in process (Fastify's `inject`), on behalf of `request`: the calls
 * of a page the server renders for that request (appPageRenderer.ts) run through every hook, rate limit and log as
 * the browser's own calls do, with the browser's host and address, and no network round trip. Only what the
 * api-client sends is supported: method, headers, a string body.
 */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const address = new URL(
      input instanceof Request ? input.url : String(input),
      'http://in-process.invalid',
    );
    if (init?.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new TypeError('An in-process API call carries a text body only');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${address.pathname}${address.search}`,
      headers: { ...headers, host: request.headers.host ?? '' },
      remoteAddress: request.ip,
      ...(init?.body ? { payload: init.body } : {}),
    });
    const body = bodylessStatuses.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: responseHeaders(answer.headers) });
  };
}

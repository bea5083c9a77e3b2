import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Everything that must never reach a log: session tokens (`t` request header, `id` response header),
 * credentials and cookies, idempotency keys. Bodies are never logged at all (passwords, ciphertexts and codes
 * travel only there), and query strings are cut from logged URLs.
 */
export const redactedPaths = [
  'req.headers.t',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers.id',
  'res.headers["set-cookie"]',
  'headers.t',
  'body',
  'req.body',
  'password',
  '*.password',
];

interface LoggedRequest {
  method: string;
  url: string;
  id: string;
  ip: string;
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req(request: LoggedRequest) {
        // The path only: a query string may carry a token handed over in a link.
        return { method: request.method, url: request.url.split('?')[0], id: request.id, ip: request.ip };
      },
    },
  };
}

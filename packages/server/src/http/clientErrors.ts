import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorMessage } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';

/** What Node's HTTP parser raised: `code` is the parser's (HPE_…) or Node's (ERR_HTTP_REQUEST_TIMEOUT). */
type ConnectionError = Error & { code?: string };

function apiErrorForConnectionError(error: ConnectionError): ApiError {
  if (error.code === 'HPE_HEADER_OVERFLOW') return new ApiError('HEADERS_TOO_LARGE');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError('REQUEST_REFUSED', { httpStatus: 408 });
  return new ApiError('REQUEST_REFUSED');
}

/**
 * The `clientErrorHandler` of Fastify: a request Node's parser refuses before Fastify sees it (headers over
 * 16 KB, bytes that are not HTTP, a client too slow to send its headers) is answered in the envelope with a
 * code, like every other refusal, instead of Fastify's bare default. There is no request to read a site or a
 * language from, so the message is in the default site's language; the connection is closed after it. Fastify
 * calls it with the instance as `this`.
 */
export function answerConnectionError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const refusal = apiErrorForConnectionError(error);
  const locale = this.platform.sites.resolve(undefined, undefined).defaultLocale;
  const body = JSON.stringify({
    status: false,
    data: { code: refusal.code, message: errorMessage(refusal.code, locale) },
  });
  socket.end(
    `HTTP/1.1 ${refusal.httpStatus} ${STATUS_CODES[refusal.httpStatus]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

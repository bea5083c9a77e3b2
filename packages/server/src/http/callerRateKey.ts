import { requestHeaders } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import { sha256Hex } from '../security/tokens.ts';
import { headerText } from './requestHeaderText.ts';

/**
 * Whom a rate limit counts, for calls that members behind one carrier NAT or office address make all day (stream
 * tickets, page views): the session (the token's hash, never the token), else the app's device id, else the
 * address. Both headers are the caller's to send, so a route keyed this way also sets an address ceiling
 * (`RouteOptions.rateLimit.addressCeiling`).
 */
export function callerRateKey(route: string): (request: FastifyRequest) => string {
  return (request) => {
    const token = headerText(request.headers[requestHeaders.sessionToken]);
    if (token) return `${route}:session:${sha256Hex(token)}`;
    const device = headerText(request.headers[requestHeaders.device]);
    return device ? `${route}:device:${device}` : `${route}:address:${request.ip}`;
  };
}

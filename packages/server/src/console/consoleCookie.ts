import { CONSOLE_SESSION_COOKIE } from '@platform/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie is sent only to the console's API, never to the member app's paths or pages. */
const COOKIE_PATH = '/api/console/';

/** The console session token from the request's Cookie header, if any. */
export function consoleTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === CONSOLE_SESSION_COOKIE) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * HttpOnly (no script reads it, so an injected script cannot carry it off), SameSite=Strict (no other site's page
 * makes the browser send it), Secure when the console is served over TLS (a plain-HTTP localhost demo still works).
 * No Max-Age: the server's session lifetime decides, and the cookie ends with the browser.
 */
function cookieAttributes(request: FastifyRequest): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`;
}

export function setConsoleCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${CONSOLE_SESSION_COOKIE}=${token}; ${cookieAttributes(request)}`);
}

export function clearConsoleCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${CONSOLE_SESSION_COOKIE}=; Max-Age=0; ${cookieAttributes(request)}`);
}

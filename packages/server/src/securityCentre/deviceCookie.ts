import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverKey } from '../security/serverKey.ts';

/**
 * The device's recognition, kept by the server in a cookie it signs. The app's own device id lives in local storage,
 * which sign-out's Clear-Site-Data "storage" wipes; a cookie survives that (only "cookies" would clear it), cannot be
 * read by script (HttpOnly) and cannot be made up or edited (HMAC with `DEVICE_COOKIE_KEY`).
 */
const DEVICE_COOKIE_NAME = 'device';
/** Chromium keeps no cookie longer than 400 days. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** Only the API reads it. */
const DEVICE_COOKIE_PATH = '/api';

function deviceCookieKey(): Buffer {
  return serverKey('DEVICE_COOKIE_KEY', 'platform development device-cookie key; not for production');
}

function signatureOf(encodedDevice: string): Buffer {
  return createHmac('sha256', deviceCookieKey()).update(`device-cookie:${encodedDevice}`).digest();
}

function cookieValueOf(deviceNumber: string): string {
  const encodedDevice = Buffer.from(deviceNumber, 'utf8').toString('base64url');
  return `${encodedDevice}.${signatureOf(encodedDevice).toString('base64url')}`;
}

/** The raw value of the cookie named `name` in a Cookie header, if it is there. */
function cookieNamed(headers: IncomingHttpHeaders, name: string): string | undefined {
  for (const pair of (headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** The device number the request's device cookie vouches for; nothing when it is absent, altered or made up. */
export function deviceOfCookie(headers: IncomingHttpHeaders): string | undefined {
  const value = cookieNamed(headers, DEVICE_COOKIE_NAME);
  const [encodedDevice, signature, ...rest] = (value ?? '').split('.');
  if (!encodedDevice || !signature || rest.length > 0) return undefined;
  const expected = signatureOf(encodedDevice);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(encodedDevice, 'base64url').toString('utf8');
}

/**
 * The device a sign-in or registration comes from: the one its cookie vouches for, else the `device_no` header the
 * app sends (spec §3), which is all a client without the cookie (first visit, a native shell) has.
 */
export function signingInDevice(
  request: FastifyRequest,
  headerDevice: string | undefined,
): string | undefined {
  return deviceOfCookie(request.headers) ?? headerDevice;
}

/** Sets (or renews) the cookie that recognises this device next time. Secure where the request came over https. */
export function rememberDeviceInCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  deviceNumber: string | undefined,
): void {
  if (!deviceNumber) return;
  const attributes = [
    `${DEVICE_COOKIE_NAME}=${cookieValueOf(deviceNumber)}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

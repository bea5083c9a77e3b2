import { isIP } from 'node:net';
import type { PlaceKind } from '@platform/contract';
import Bowser from 'bowser';

/** What a member reads about a device: browser and system from the user agent, the rest masked. */
export interface DeviceSummary {
  browser: string | null;
  operatingSystem: string | null;
  deviceNumberMasked: string | null;
  place: PlaceKind;
  addressMasked: string;
}

/** User agents are the client's words: kept short in the database, and never trusted beyond naming a browser. */
export const USER_AGENT_MAX_LENGTH = 512;

export function storedUserAgent(userAgent: string | undefined): string | null {
  return userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/**
 * Loopback, private (RFC 1918, RFC 4193) and link-local addresses are the member's own network; anything else has no
 * place we can tell without a lookup service, which the platform does not call.
 */
function placeOf(address: string): PlaceKind {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    const local =
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254);
    return local ? 'localNetwork' : 'unknown';
  }
  const lower = address.toLowerCase();
  return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')
    ? 'localNetwork'
    : 'unknown';
}

/** The address without its last part: enough for a member to recognise their network, not to pinpoint them. */
export function maskedAddress(address: string): string {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return `${v4.split('.').slice(0, 3).join('.')}.*`;
  const groups = address.split(':').filter((group) => group !== '');
  return `${groups.slice(0, 3).join(':')}:*`;
}

function maskedDeviceNumber(deviceNumber: string | null): string | null {
  if (!deviceNumber) return null;
  return `••••${deviceNumber.slice(-4)}`;
}

export function summariseDevice(device: {
  userAgent: string | null;
  deviceNumber: string | null;
  ipAddress: string | null;
}): DeviceSummary {
  const parsed = device.userAgent ? Bowser.parse(device.userAgent) : undefined;
  const address = device.ipAddress ?? '';
  return {
    browser: parsed?.browser.name || null,
    operatingSystem: parsed?.os.name || null,
    deviceNumberMasked: maskedDeviceNumber(device.deviceNumber),
    place: address ? placeOf(address) : 'unknown',
    addressMasked: address ? maskedAddress(address) : '',
  };
}

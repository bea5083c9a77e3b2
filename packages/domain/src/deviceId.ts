import { DEVICE_ID_PREFIX } from './constants.ts';
import { storageKeys } from './storageKeys.ts';

export type DeviceIdStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

export type DevicePlatform = 'ios' | 'android' | '';

/** The platform part of the device id: iPhone/iPad/iPod -> 'ios', Android -> 'android', anything else ''. */
export function devicePlatformFromUserAgent(userAgent: string): DevicePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return '';
}

/** 12 random base-36 characters from the platform CSPRNG (browsers and Node 20 both have globalThis.crypto). */
function randomSegment(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

export const deviceIdPattern = /^h5-(ios|android|)-[0-9a-z]+-[0-9a-z]+$/;

/**
 * The `device_no` header value: `h5-{ios|android|}-random-random`, created on first use and kept in local storage
 * under `uuid`, so the same browser always reports the same device. A stored value of another shape (older builds)
 * is kept as it is: the server already knows the device by it.
 */
export function getOrCreateDeviceId(storage: DeviceIdStorage, userAgent: string): string {
  const stored = storage.getItem(storageKeys.local.deviceId);
  if (stored) return stored;
  const created = `${DEVICE_ID_PREFIX}-${devicePlatformFromUserAgent(userAgent)}-${randomSegment()}-${randomSegment()}`;
  storage.setItem(storageKeys.local.deviceId, created);
  return created;
}

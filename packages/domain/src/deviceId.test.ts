import { describe, expect, it } from 'vitest';
import { deviceIdPattern, getOrCreateDeviceId } from './deviceId.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      entries.set(key, value);
    },
  };
}

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('getOrCreateDeviceId', () => {
  it.each([
    [iphone, /^h5-ios-[0-9a-z]+-[0-9a-z]+$/],
    [android, /^h5-android-[0-9a-z]+-[0-9a-z]+$/],
    [desktop, /^h5--[0-9a-z]+-[0-9a-z]+$/],
  ])('creates h5-{platform}-random-random for %s', (userAgent, shape) => {
    const storage = memoryStorage();
    const id = getOrCreateDeviceId(storage, userAgent);
    expect(id).toMatch(shape);
    expect(id).toMatch(deviceIdPattern);
    expect(storage.entries.get('uuid')).toBe(id);
  });

  it('is created once and then read back from local storage key uuid', () => {
    const storage = memoryStorage();
    const first = getOrCreateDeviceId(storage, iphone);
    expect(getOrCreateDeviceId(storage, android)).toBe(first);
    expect(storage.entries.size).toBe(1);
  });

  it('keeps an id stored by an earlier build', () => {
    expect(getOrCreateDeviceId(memoryStorage({ uuid: 'h5-ios-legacy-1' }), android)).toBe('h5-ios-legacy-1');
  });

  it('makes a different id for each new device', () => {
    const ids = new Set(Array.from({ length: 200 }, () => getOrCreateDeviceId(memoryStorage(), desktop)));
    expect(ids.size).toBe(200);
  });
});

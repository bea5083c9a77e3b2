import { describe, expect, it } from 'vitest';
import { TIMESTAMP_STALE_AFTER_MS } from './constants.ts';
import { isStale } from './staleness.ts';

const hour = 3_600_000;
const now = Date.UTC(2026, 10, 21, 12);

describe('isStale', () => {
  it('defaults to 2 hours', () => {
    expect(TIMESTAMP_STALE_AFTER_MS).toBe(2 * hour);
    expect(isStale(now - 2 * hour, now)).toBe(false);
    expect(isStale(now - 2 * hour - 1, now)).toBe(true);
    expect(isStale(now - hour, now)).toBe(false);
  });

  it('honours a custom maximum age', () => {
    expect(isStale(now - 61_000, now, 60_000)).toBe(true);
    expect(isStale(now - 59_000, now, 60_000)).toBe(false);
  });

  it('does not treat a timestamp from the future (clock skew) as stale', () => {
    expect(isStale(now + hour, now)).toBe(false);
  });
});

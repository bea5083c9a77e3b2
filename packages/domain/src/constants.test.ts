import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import { isLocale, locales } from './locale.ts';
import { storageKeys } from './storageKeys.ts';

describe('spec §9 constants', () => {
  it('match the spec', () => {
    expect(constants).toMatchObject({
      REQUEST_TIMEOUT_MS: 10_000,
      DEVICE_TYPE_HEADER_VALUE: '25',
      DEVICE_ID_PREFIX: 'h5',
      HEARTBEAT_INTERVAL_MS: 30_000,
      MEMBER_INFO_REFRESH_THROTTLE_MS: 30_000,
      BALANCE_REFRESH_THROTTLE_MS: 30_000,
      TASK_GROUP_THROTTLE_MS: 100,
      RECOMMENDED_MATCH_PAGE_SIZE: 3,
      RECOMMENDED_MATCH_PLACEMENTS: [1, 2],
      PRE_INFO_STALE_MS: 60_000,
      QUERY_CACHE_MS: 300_000,
      QUERY_STALE_MS: 5_000,
      RETRY_BACKOFF_CAP_MS: 30_000,
      TIMESTAMP_STALE_AFTER_MS: 7_200_000,
    });
  });
});

describe('storage keys of spec §3', () => {
  it('name the session and local keys exactly', () => {
    expect(storageKeys).toEqual({
      session: { token: 't', vid: 'vid', inviteCode: 'aid', nativeApp: 'app' },
      local: { haveFirstDeposit: 'haveFirstDeposit', deviceId: 'uuid' },
    });
  });
});

describe('locales', () => {
  it('are the languages we ship catalogs for (en-XA: the pseudo-locale)', () => {
    expect(locales).toEqual(['zh-CN', 'zh-HK', 'en-US', 'en-XA']);
    expect(locales.every(isLocale)).toBe(true);
    expect(isLocale('fr-FR')).toBe(false);
    expect(isLocale('zh-cn')).toBe(false);
  });
});

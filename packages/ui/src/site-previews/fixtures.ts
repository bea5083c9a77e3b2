import type { CurrencyDisplay } from '@platform/domain';
import { coinIconFixture } from './fixtureImages';

/** Shared fixture data for component stories and the per-site home previews. */
export const yuanCurrency = { kind: 'symbol', symbol: '¥' } as const satisfies CurrencyDisplay;
export const usdtCurrency = {
  kind: 'icon',
  src: coinIconFixture,
  alt: 'USDT',
} as const satisfies CurrencyDisplay;

/** A fixed "now" so date-dependent stories and their screenshots never drift. */
export const fixtureNow = new Date('2026-03-14T10:30:00+08:00');
export const fixtureTimeZone = 'Asia/Shanghai';

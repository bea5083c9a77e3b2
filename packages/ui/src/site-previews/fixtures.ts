import type { CurrencyDisplay } from '@platform/domain';
import { coinIconFixture, pictureFixture } from './fixtureImages.ts';

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

export const bannerSlidesFixture = [
  {
    id: 'spring',
    imageUrl: pictureFixture('春节红利 8%', 350, 640, 280),
    alt: '春节活动：每日首存送 8% 红利',
  },
  { id: 'vip', imageUrl: pictureFixture('VIP 晋级礼金', 45, 640, 280), alt: 'VIP 晋级礼金' },
  { id: 'sports', imageUrl: pictureFixture('体育返水 1.2%', 200, 640, 280), alt: '体育无限返水 1.2%' },
] as const;

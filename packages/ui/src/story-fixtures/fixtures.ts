import type { CurrencyDisplay } from '@platform/domain';
import { coinIconFixture, iconFixture, pictureFixture } from './fixtureImages.ts';

/** Shared fixture data for the component stories and tests (the composed site previews live in the app). */
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

export const gameCategoriesFixture = [
  {
    id: 'hot',
    name: '热门',
    iconNormal: iconFixture('热', 10, false),
    iconSelected: iconFixture('热', 10, true),
  },
  {
    id: 'sports',
    name: '体育',
    iconNormal: iconFixture('体', 140, false),
    iconSelected: iconFixture('体', 140, true),
  },
  {
    id: 'live',
    name: '真人',
    iconNormal: iconFixture('真', 280, false),
    iconSelected: iconFixture('真', 280, true),
  },
  {
    id: 'slots',
    name: '电子',
    iconNormal: iconFixture('电', 40, false),
    iconSelected: iconFixture('电', 40, true),
  },
  {
    id: 'lottery',
    name: '彩票',
    iconNormal: iconFixture('彩', 320, false),
    iconSelected: iconFixture('彩', 320, true),
  },
] as const;

export const gamesFixture = [
  { id: 'ag', name: 'AG 真人', imgUrl: pictureFixture('AG', 280, 240, 240), maintenance: false },
  { id: 'bbin', name: 'BBIN 视讯', imgUrl: pictureFixture('BBIN', 250, 240, 240), maintenance: false },
  { id: 'pg', name: 'PG 电子', imgUrl: pictureFixture('PG', 30, 240, 240), maintenance: true },
  { id: 'sb', name: '沙巴体育', imgUrl: pictureFixture('SABA', 130, 240, 240), maintenance: false },
  { id: 'ky', name: '开元棋牌', imgUrl: pictureFixture('KY', 0, 240, 240), maintenance: false },
  { id: 'jdb', name: 'JDB 捕鱼', imgUrl: pictureFixture('JDB', 190, 240, 240), maintenance: false },
] as const;

const matchKickoff = (hour: number, minute: number) => new Date(Date.UTC(2026, 2, 14, hour - 8, minute));

/** Recommended matches per placement; placement 1 spans three pages of 3 so paging and wrapping show. */
export const recommendedMatchesFixture = {
  1: [
    { id: 'm1', league: '英超', homeTeam: '曼城', awayTeam: '阿森纳', kickoffAt: matchKickoff(20, 0) },
    {
      id: 'm2',
      league: '西甲',
      homeTeam: '皇家马德里',
      awayTeam: '巴塞罗那',
      kickoffAt: matchKickoff(21, 30),
    },
    { id: 'm3', league: '意甲', homeTeam: '国际米兰', awayTeam: 'AC米兰', kickoffAt: matchKickoff(22, 45) },
    {
      id: 'm4',
      league: '德甲',
      homeTeam: '拜仁慕尼黑',
      awayTeam: '多特蒙德',
      kickoffAt: matchKickoff(23, 30),
    },
    { id: 'm5', league: '法甲', homeTeam: '巴黎圣日耳曼', awayTeam: '马赛', kickoffAt: matchKickoff(23, 45) },
    { id: 'm6', league: '中超', homeTeam: '上海海港', awayTeam: '山东泰山', kickoffAt: matchKickoff(19, 35) },
    {
      id: 'm7',
      league: '日职联',
      homeTeam: '川崎前锋',
      awayTeam: '横滨水手',
      kickoffAt: matchKickoff(18, 0),
    },
  ],
  2: [
    { id: 'n1', league: '欧冠', homeTeam: '利物浦', awayTeam: '尤文图斯', kickoffAt: matchKickoff(20, 45) },
    { id: 'n2', league: '欧联', homeTeam: '罗马', awayTeam: '热刺', kickoffAt: matchKickoff(21, 0) },
  ],
} as const;

export const recordsFixture = [
  {
    id: 'd1',
    title: '存款',
    description: 'D20260314102301',
    occurredAt: new Date('2026-03-14T10:23:01+08:00'),
    amountMinor: 100_000,
    status: 'success',
  },
  {
    id: 'w1',
    title: '提款',
    description: 'W20260313220915',
    occurredAt: new Date('2026-03-13T22:09:15+08:00'),
    amountMinor: -50_000,
    status: 'processing',
  },
  {
    id: 'b1',
    title: '沙巴体育',
    description: '曼城 -0.5 @1.95',
    occurredAt: new Date('2026-03-13T20:01:44+08:00'),
    amountMinor: 9_500,
    status: 'won',
  },
  {
    id: 'b2',
    title: 'AG 真人',
    description: '百家乐 庄',
    occurredAt: new Date('2026-03-12T18:30:00+08:00'),
    amountMinor: -20_000,
    status: 'lost',
  },
  {
    id: 'r1',
    title: '积分兑换',
    description: '88 元红包',
    occurredAt: new Date('2026-03-11T09:00:00+08:00'),
    amountMinor: 8_800,
    status: 'pending',
  },
] as const;

export const venueWalletsFixture = [
  { code: 'ag', name: 'AG 真人', balanceMinor: 12_000, state: 'ready' },
  { code: 'sb', name: '沙巴体育', balanceMinor: 0, state: 'ready' },
  { code: 'pg', name: 'PG 电子', balanceMinor: 3_550, state: 'ready' },
  { code: 'ky', name: '开元棋牌', balanceMinor: null, state: 'maintenance' },
] as const;

export const announcementsFixture = [
  '欢迎来到本站，祝您游戏愉快！',
  '春节活动火热进行中，每日首存送 8% 红利。',
] as const;

const shanghaiDay = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, -8));

/** Promotions: one ends within the month, one spans months, one has no end date, one is long-titled. */
export const activitiesFixture = [
  {
    id: 'a1',
    title: '每日首存送 8%',
    imageUrl: pictureFixture('首存 8%', 350, 640, 360),
    startsAt: shanghaiDay(3, 1),
    endsAt: shanghaiDay(3, 31),
    href: '/activity/detail?id=a1',
  },
  {
    id: 'a2',
    title: '体育无限返水 1.2%',
    imageUrl: pictureFixture('返水 1.2%', 200, 640, 360),
    startsAt: shanghaiDay(1, 1),
    endsAt: null,
    href: '/activity/detail?id=a2',
  },
  {
    id: 'a3',
    title: 'VIP 晋级礼金',
    imageUrl: pictureFixture('VIP 礼金', 45, 640, 360),
    startsAt: shanghaiDay(3, 10),
    endsAt: shanghaiDay(4, 30),
    href: '/activity/detail?id=a3',
  },
  {
    id: 'a4',
    title: '邀请好友赚佣金',
    imageUrl: pictureFixture('邀请好友', 280, 640, 360),
    startsAt: shanghaiDay(2, 1),
    endsAt: shanghaiDay(12, 31),
    href: '/activity/detail?id=a4',
  },
] as const;

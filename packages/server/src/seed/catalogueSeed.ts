import { contentLocale } from '@platform/domain';
import type { Database } from '../db/database.ts';
import { gameCategories, games, venues } from '../db/schema/catalogue.ts';
import type { Site } from '../sites/siteDirectory.ts';
import type { Localised } from './content/contentTypes.ts';

/** Demo venues (game providers), named in each site's language. Names say "Demo" on purpose: none is a real provider. */
const venueTemplates: { walletCode: string; name: Localised }[] = [
  { walletCode: 'sports', name: { 'zh-CN': '演示体育', 'zh-HK': '示範體育', 'en-US': 'Demo Sports' } },
  { walletCode: 'live', name: { 'zh-CN': '演示真人', 'zh-HK': '示範真人', 'en-US': 'Demo Live Casino' } },
  { walletCode: 'slots', name: { 'zh-CN': '演示电子', 'zh-HK': '示範電子', 'en-US': 'Demo Slots' } },
  { walletCode: 'lottery', name: { 'zh-CN': '演示彩票', 'zh-HK': '示範彩票', 'en-US': 'Demo Lottery' } },
  { walletCode: 'cards', name: { 'zh-CN': '演示棋牌', 'zh-HK': '示範棋牌', 'en-US': 'Demo Cards' } },
  { walletCode: 'esports', name: { 'zh-CN': '演示电竞', 'zh-HK': '示範電競', 'en-US': 'Demo Esports' } },
];

const categoryTemplates = [
  {
    id: '1',
    name: 'sports',
    title: { 'zh-CN': '体育', 'zh-HK': '體育', 'en-US': 'Sports' },
    gameType: 6,
    walletCode: 'sports',
  },
  {
    id: '2',
    name: 'live',
    title: { 'zh-CN': '真人', 'zh-HK': '真人', 'en-US': 'Live casino' },
    gameType: 2,
    walletCode: 'live',
  },
  {
    id: '3',
    name: 'slots',
    title: { 'zh-CN': '电子', 'zh-HK': '電子', 'en-US': 'Slots' },
    gameType: 3,
    walletCode: 'slots',
  },
  {
    id: '4',
    name: 'lottery',
    title: { 'zh-CN': '彩票', 'zh-HK': '彩票', 'en-US': 'Lottery' },
    gameType: 4,
    walletCode: 'lottery',
  },
  {
    id: '5',
    name: 'cards',
    title: { 'zh-CN': '棋牌', 'zh-HK': '棋牌', 'en-US': 'Cards' },
    gameType: 5,
    walletCode: 'cards',
  },
  {
    id: '6',
    name: 'esports',
    title: { 'zh-CN': '电竞', 'zh-HK': '電競', 'en-US': 'Esports' },
    gameType: 7,
    walletCode: 'esports',
  },
] as const;

/** Numeric game ids as the site configs' `enabledGameIds` name them (id = position + 1); a site gets the ones it enables. */
const gameTemplates: [name: Localised, category: (typeof categoryTemplates)[number]['name']][] = [
  [{ 'zh-CN': '足球', 'zh-HK': '足球', 'en-US': 'Football' }, 'sports'],
  [{ 'zh-CN': '篮球', 'zh-HK': '籃球', 'en-US': 'Basketball' }, 'sports'],
  [{ 'zh-CN': '网球', 'zh-HK': '網球', 'en-US': 'Tennis' }, 'sports'],
  [{ 'zh-CN': '百家乐', 'zh-HK': '百家樂', 'en-US': 'Baccarat' }, 'live'],
  [{ 'zh-CN': '龙虎', 'zh-HK': '龍虎', 'en-US': 'Dragon Tiger' }, 'live'],
  [{ 'zh-CN': '轮盘', 'zh-HK': '輪盤', 'en-US': 'Roulette' }, 'live'],
  [{ 'zh-CN': '骰宝', 'zh-HK': '骰寶', 'en-US': 'Sic Bo' }, 'live'],
  [{ 'zh-CN': '财神到', 'zh-HK': '財神到', 'en-US': 'God of Wealth' }, 'slots'],
  [{ 'zh-CN': '水果机', 'zh-HK': '水果機', 'en-US': 'Fruit Machine' }, 'slots'],
  [{ 'zh-CN': '幸运七', 'zh-HK': '幸運七', 'en-US': 'Lucky Seven' }, 'slots'],
  [{ 'zh-CN': '金龙', 'zh-HK': '金龍', 'en-US': 'Golden Dragon' }, 'slots'],
  [{ 'zh-CN': '快三', 'zh-HK': '快三', 'en-US': 'Fast Three' }, 'lottery'],
  [{ 'zh-CN': '时时彩', 'zh-HK': '時時彩', 'en-US': 'Quick Lotto' }, 'lottery'],
  [{ 'zh-CN': '六合彩', 'zh-HK': '六合彩', 'en-US': 'Mark Six' }, 'lottery'],
  [{ 'zh-CN': '斗地主', 'zh-HK': '鬥地主', 'en-US': 'Landlord' }, 'cards'],
  [{ 'zh-CN': '牛牛', 'zh-HK': '牛牛', 'en-US': 'Bull Bull' }, 'cards'],
  [{ 'zh-CN': '炸金花', 'zh-HK': '炸金花', 'en-US': 'Three Card Poker' }, 'cards'],
  [{ 'zh-CN': '英雄联盟', 'zh-HK': '英雄聯盟', 'en-US': 'League of Legends' }, 'esports'],
  [{ 'zh-CN': '王者荣耀', 'zh-HK': '王者榮耀', 'en-US': 'Honor of Kings' }, 'esports'],
  [{ 'zh-CN': 'CS2', 'zh-HK': 'CS2', 'en-US': 'CS2' }, 'esports'],
  [{ 'zh-CN': '德州扑克', 'zh-HK': '德州撲克', 'en-US': "Texas Hold'em" }, 'cards'],
  [{ 'zh-CN': '二十一点', 'zh-HK': '二十一點', 'en-US': 'Blackjack' }, 'live'],
  [{ 'zh-CN': '捕鱼', 'zh-HK': '捕魚', 'en-US': 'Fishing' }, 'slots'],
  [{ 'zh-CN': '冰球', 'zh-HK': '冰球', 'en-US': 'Ice Hockey' }, 'sports'],
  [{ 'zh-CN': '棒球', 'zh-HK': '棒球', 'en-US': 'Baseball' }, 'sports'],
  [{ 'zh-CN': '排球', 'zh-HK': '排球', 'en-US': 'Volleyball' }, 'sports'],
  [{ 'zh-CN': '赛车', 'zh-HK': '賽車', 'en-US': 'Racing' }, 'lottery'],
  [{ 'zh-CN': '排列三', 'zh-HK': '排列三', 'en-US': 'Pick Three' }, 'lottery'],
  [{ 'zh-CN': '麻将', 'zh-HK': '麻將', 'en-US': 'Mahjong' }, 'cards'],
  [{ 'zh-CN': '三公', 'zh-HK': '三公', 'en-US': 'San Gong' }, 'cards'],
  [{ 'zh-CN': 'DOTA2', 'zh-HK': 'DOTA2', 'en-US': 'DOTA2' }, 'esports'],
  [{ 'zh-CN': '无限火力', 'zh-HK': '無限火力', 'en-US': 'Unlimited Fire' }, 'esports'],
  [{ 'zh-CN': '超级大奖', 'zh-HK': '超級大獎', 'en-US': 'Super Jackpot' }, 'slots'],
  [{ 'zh-CN': '幸运转盘', 'zh-HK': '幸運轉盤', 'en-US': 'Lucky Wheel' }, 'slots'],
];

/** Which demo games stand for "under maintenance", so the flag shows in every site that enables them. */
const gamesUnderMaintenance = new Set(['8', '21']);

export async function seedCatalogue(db: Database, site: Site): Promise<void> {
  const locale = site.defaultLocale;
  await db
    .insert(venues)
    .values(
      venueTemplates.map((venue) => ({
        siteCode: site.code,
        walletCode: venue.walletCode,
        name: venue.name[contentLocale(locale)],
        maintenance: venue.walletCode === 'esports' && site.code === 'blty',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(gameCategories)
    .values(
      categoryTemplates.map((category, index) => ({
        id: category.id,
        siteCode: site.code,
        name: category.name,
        title: category.title[contentLocale(locale)],
        sort: index + 1,
        state: 1,
        gameType: category.gameType,
        showOnHome: category.name !== 'esports',
        iconNormal: `/demo-assets/category/${category.name}.svg`,
        iconSelected: `/demo-assets/category/${category.name}.svg?selected=1`,
      })),
    )
    .onConflictDoNothing();
  const enabled = site.config.enabledGameIds.filter((id) => id >= 1 && id <= gameTemplates.length);
  if (enabled.length === 0) return;
  await db
    .insert(games)
    .values(
      enabled.map((numericId, index) => {
        const id = String(numericId);
        const [names, categoryName] = gameTemplates[numericId - 1] ?? [undefined, 'slots'];
        const name = names?.[contentLocale(locale)] ?? `Game ${id}`;
        const category =
          categoryTemplates.find((candidate) => candidate.name === categoryName) ?? categoryTemplates[2];
        return {
          id,
          siteCode: site.code,
          categoryId: category.id,
          name,
          seq: index + 1,
          walletCode: category.walletCode,
          imageUrl: `/demo-assets/game/${id}.svg`,
          bigImageUrl: `/demo-assets/game/${id}.svg?size=big`,
          description: `${name} · demo game`,
          official: numericId % 3 === 0,
          iconUrl: `/demo-assets/game/${id}.svg?size=icon`,
          maintenance: gamesUnderMaintenance.has(id),
        };
      }),
    )
    .onConflictDoNothing();
}

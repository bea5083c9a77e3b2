import type { Database } from '../db/database.ts';
import { gameCategories, games, venues } from '../db/schema/catalogue.ts';
import type { Site } from '../sites/siteDirectory.ts';

/** Demo venues (game providers). Names say "Demo" on purpose: none of them is a real provider. */
const venueTemplates = [
  { walletCode: 'sports', name: 'Demo Sports' },
  { walletCode: 'live', name: 'Demo Live Casino' },
  { walletCode: 'slots', name: 'Demo Slots' },
  { walletCode: 'lottery', name: 'Demo Lottery' },
  { walletCode: 'cards', name: 'Demo Cards' },
  { walletCode: 'esports', name: 'Demo Esports' },
] as const;

const categoryTemplates = [
  { id: '1', name: 'sports', title: '体育', gameType: 6, walletCode: 'sports' },
  { id: '2', name: 'live', title: '真人', gameType: 2, walletCode: 'live' },
  { id: '3', name: 'slots', title: '电子', gameType: 3, walletCode: 'slots' },
  { id: '4', name: 'lottery', title: '彩票', gameType: 4, walletCode: 'lottery' },
  { id: '5', name: 'cards', title: '棋牌', gameType: 5, walletCode: 'cards' },
  { id: '6', name: 'esports', title: '电竞', gameType: 7, walletCode: 'esports' },
] as const;

/** Numeric game ids as the site configs' `enabledGameIds` name them; a site gets the ones it enables. */
const gameNames = [
  '足球',
  '篮球',
  '网球',
  '百家乐',
  '龙虎',
  '轮盘',
  '骰宝',
  '财神到',
  '水果机',
  '幸运七',
  '金龙',
  '快三',
  '时时彩',
  '六合彩',
  '斗地主',
  '牛牛',
  '炸金花',
  '英雄联盟',
  '王者荣耀',
  'CS2',
  '德州扑克',
  '二十一点',
  '捕鱼',
  '冰球',
  '棒球',
  '排球',
  '赛车',
  '排列三',
  '麻将',
  '三公',
  'DOTA2',
  '无限火力',
  '超级大奖',
  '幸运转盘',
];

/** Which demo games stand for "under maintenance", so the flag shows in every site that enables them. */
const gamesUnderMaintenance = new Set(['8', '21']);

export async function seedCatalogue(db: Database, site: Site): Promise<void> {
  await db
    .insert(venues)
    .values(
      venueTemplates.map((venue) => ({
        siteCode: site.code,
        ...venue,
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
        title: category.title,
        sort: index + 1,
        state: 1,
        gameType: category.gameType,
        showOnHome: category.name !== 'esports',
        iconNormal: `/demo-assets/category/${category.name}.svg`,
        iconSelected: `/demo-assets/category/${category.name}.svg?selected=1`,
      })),
    )
    .onConflictDoNothing();
  const enabled = site.config.enabledGameIds.filter((id) => id >= 1 && id <= gameNames.length);
  if (enabled.length === 0) return;
  await db
    .insert(games)
    .values(
      enabled.map((numericId, index) => {
        const id = String(numericId);
        const category =
          categoryTemplates[(numericId - 1) % categoryTemplates.length] ?? categoryTemplates[0];
        return {
          id,
          siteCode: site.code,
          categoryId: category.id,
          name: gameNames[numericId - 1] ?? `Game ${id}`,
          seq: index + 1,
          walletCode: category.walletCode,
          imageUrl: `/demo-assets/game/${id}.svg`,
          bigImageUrl: `/demo-assets/game/${id}.svg?size=big`,
          description: `${gameNames[numericId - 1] ?? id} · demo game`,
          official: numericId % 3 === 0,
          iconUrl: `/demo-assets/game/${id}.svg?size=icon`,
          maintenance: gamesUnderMaintenance.has(id),
        };
      }),
    )
    .onConflictDoNothing();
}

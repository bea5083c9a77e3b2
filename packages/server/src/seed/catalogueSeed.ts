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

/** Numeric game ids as the site configs' `enabledGameIds` name them (id = position + 1); a site gets the ones it enables. */
const gameTemplates: [name: string, category: (typeof categoryTemplates)[number]['name']][] = [
  ['足球', 'sports'],
  ['篮球', 'sports'],
  ['网球', 'sports'],
  ['百家乐', 'live'],
  ['龙虎', 'live'],
  ['轮盘', 'live'],
  ['骰宝', 'live'],
  ['财神到', 'slots'],
  ['水果机', 'slots'],
  ['幸运七', 'slots'],
  ['金龙', 'slots'],
  ['快三', 'lottery'],
  ['时时彩', 'lottery'],
  ['六合彩', 'lottery'],
  ['斗地主', 'cards'],
  ['牛牛', 'cards'],
  ['炸金花', 'cards'],
  ['英雄联盟', 'esports'],
  ['王者荣耀', 'esports'],
  ['CS2', 'esports'],
  ['德州扑克', 'cards'],
  ['二十一点', 'live'],
  ['捕鱼', 'slots'],
  ['冰球', 'sports'],
  ['棒球', 'sports'],
  ['排球', 'sports'],
  ['赛车', 'lottery'],
  ['排列三', 'lottery'],
  ['麻将', 'cards'],
  ['三公', 'cards'],
  ['DOTA2', 'esports'],
  ['无限火力', 'esports'],
  ['超级大奖', 'slots'],
  ['幸运转盘', 'slots'],
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
  const enabled = site.config.enabledGameIds.filter((id) => id >= 1 && id <= gameTemplates.length);
  if (enabled.length === 0) return;
  await db
    .insert(games)
    .values(
      enabled.map((numericId, index) => {
        const id = String(numericId);
        const [name, categoryName] = gameTemplates[numericId - 1] ?? [`Game ${id}`, 'slots'];
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

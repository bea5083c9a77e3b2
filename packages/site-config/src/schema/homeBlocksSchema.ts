import { Type } from 'typebox';
import { AssetUrl, HttpsUrl, NonEmptyText } from './tokenPatterns.ts';

const closed = { additionalProperties: false } as const;

/** A row or two of a phone's grid: pinning is for a few featured games, not reordering the catalogue. */
export const MAX_PINNED_GAMES = 12;

/** Text shown to members, one entry per shipped language. */
export const LocalisedTextSchema = Type.Object(
  {
    'zh-CN': NonEmptyText('Simplified Chinese'),
    'zh-HK': NonEmptyText('Traditional Chinese (Hong Kong)'),
    'en-US': NonEmptyText('English'),
  },
  closed,
);

/**
 * The shortcut kinds, spelled out literal by literal: a union built with `.map` infers as `TUnion<TLiteral<string>[]>`,
 * whose static type collapses to `never` inside the block props.
 */
const QuickActionKindSchema = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('withdraw'),
  Type.Literal('transfer'),
  Type.Literal('vip'),
  Type.Literal('tasks'),
  Type.Literal('activities'),
  Type.Literal('customerService'),
  Type.Literal('invite'),
  Type.Literal('help'),
]);

/**
 * Props of each home-page block type. The page composer maps `type` to a UI component through a typed registry;
 * members' text comes from the app's catalogs, so props hold only what differs between sites.
 */
export const homeBlockPropsSchemas = {
  bannerCarousel: Type.Object(
    {
      slides: Type.Array(
        Type.Object(
          {
            imageSrc: AssetUrl('Slide image'),
            alt: LocalisedTextSchema,
            href: Type.Optional(
              Type.String({
                pattern: '^(/|https://)\\S*$',
                description: 'In-app route or https URL',
                'x-expected': 'an in-app route starting with / or an https:// URL',
              }),
            ),
          },
          closed,
        ),
        { minItems: 1, maxItems: 8 },
      ),
      autoplayMs: Type.Integer({ minimum: 2000, maximum: 15000, description: 'Time per slide' }),
    },
    closed,
  ),
  noticeBar: Type.Object(
    {
      scrollSpeed: Type.Union([Type.Literal('slow'), Type.Literal('normal'), Type.Literal('fast')], {
        description: 'Marquee speed of the announcements',
      }),
    },
    closed,
  ),
  quickActions: Type.Object(
    {
      actions: Type.Array(QuickActionKindSchema, {
        minItems: 1,
        maxItems: 8,
        uniqueItems: true,
        description: 'Shortcut buttons, in order',
      }),
    },
    closed,
  ),
  walletSummary: Type.Object(
    { showExchangeButton: Type.Boolean({ description: 'Offer the exchange shortcut on the wallet card' }) },
    closed,
  ),
  gameCategoryTabs: Type.Object(
    {
      layout: Type.Union([Type.Literal('tabs'), Type.Literal('sidebar')], {
        description: 'Horizontal tabs or a vertical sidebar',
      }),
    },
    closed,
  ),
  gameGrid: Type.Object(
    {
      columns: Type.Integer({ minimum: 2, maximum: 4, description: 'Tiles per row on a phone' }),
      maxGames: Type.Integer({ minimum: 1, maximum: 60, description: 'Games shown before "more"' }),
      // The ids are the site's game catalogue's (a database, not this file): the server checks them on draft and
      // publish; validate-sites, offline, checks only their shape. `x-picker` tells the console which picker edits it.
      pinnedGameIds: Type.Optional(
        Type.Array(NonEmptyText('Game id of the site catalogue'), {
          maxItems: MAX_PINNED_GAMES,
          uniqueItems: true,
          description: "Games shown first in their category's grid, in this order",
          'x-picker': 'game',
        }),
      ),
      categoryId: Type.Optional(
        Type.String({
          minLength: 1,
          description: 'Category the grid (and the category tabs) open on, before the member picks one',
          'x-picker': 'category',
        }),
      ),
    },
    closed,
  ),
  recommendedMatches: Type.Object(
    {
      classification: NonEmptyText(
        'Sport label sent to the recommend list (the platform defaults to football)',
      ),
      placement: Type.Union([Type.Literal(1), Type.Literal(2)], { description: 'Placement fetched first' }),
    },
    closed,
  ),
  activityList: Type.Object(
    { maxItems: Type.Integer({ minimum: 1, maximum: 20, description: 'Activities shown' }) },
    closed,
  ),
  vipCard: Type.Object(
    { showProgress: Type.Boolean({ description: 'Show progress towards the next VIP level' }) },
    closed,
  ),
  downloadAppBanner: Type.Object(
    {
      iosUrl: HttpsUrl('App Store or install page for iOS'),
      androidUrl: HttpsUrl('APK or store page for Android'),
      imageSrc: AssetUrl('Banner artwork'),
    },
    closed,
  ),
  legalFooter: Type.Object({}, { ...closed, description: 'Renders the site legalFooter; no props' }),
};

export type HomeBlockType = keyof typeof homeBlockPropsSchemas;

/** Every block type the page composer knows, in a stable order. */
export const homeBlockTypes = Object.keys(homeBlockPropsSchemas) as HomeBlockType[];

export type HomeBlockPropsByType = {
  [BlockType in HomeBlockType]: Type.Static<(typeof homeBlockPropsSchemas)[BlockType]>;
};
export type BannerCarouselBlockProps = HomeBlockPropsByType['bannerCarousel'];
export type NoticeBarBlockProps = HomeBlockPropsByType['noticeBar'];
export type QuickActionsBlockProps = HomeBlockPropsByType['quickActions'];
export type QuickActionKind = Type.Static<typeof QuickActionKindSchema>;
export type WalletSummaryBlockProps = HomeBlockPropsByType['walletSummary'];
export type GameCategoryTabsBlockProps = HomeBlockPropsByType['gameCategoryTabs'];
export type GameGridBlockProps = HomeBlockPropsByType['gameGrid'];
export type RecommendedMatchesBlockProps = HomeBlockPropsByType['recommendedMatches'];
export type ActivityListBlockProps = HomeBlockPropsByType['activityList'];
export type VipCardBlockProps = HomeBlockPropsByType['vipCard'];
export type DownloadAppBannerBlockProps = HomeBlockPropsByType['downloadAppBanner'];
export type LegalFooterBlockProps = HomeBlockPropsByType['legalFooter'];

/** One entry of a site's home list: `{ type, props }`, props typed by type. */
export type HomeBlock = {
  [BlockType in HomeBlockType]: { type: BlockType; props: HomeBlockPropsByType[BlockType] };
}[HomeBlockType];

export const HomeBlockSchema = Type.Union(
  homeBlockTypes.map((type) =>
    Type.Object({ type: Type.Literal(type), props: homeBlockPropsSchemas[type] }, { ...closed, title: type }),
  ),
  { description: 'A home-page block: { "type": one of the block types, "props": that block\'s props }' },
);

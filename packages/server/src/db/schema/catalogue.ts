import type { ContentLocale } from '@platform/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** An operator's maintenance message per content language (zh-CN, zh-HK, en-US), any of them given. */
export type MaintenanceNote = Partial<Record<ContentLocale, string>>;

/** Who last switched a venue's or game's maintenance and when (the console's state page shows it). */
const maintenanceSwitchColumns = {
  maintenanceSwitchedAt: timestamp('maintenance_switched_at', { withTimezone: true }),
  maintenanceSwitchedBy: text('maintenance_switched_by'),
};

/** Game venues (providers). `walletCode` names the member's venue wallet in the ledger. */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    walletCode: text('wallet_code').notNull(),
    name: text('name').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    /** What members read while it is under maintenance, per content language (console/maintenance.ts). */
    maintenanceNote: jsonb('maintenance_note').$type<MaintenanceNote>(),
    ...maintenanceSwitchColumns,
  },
  (table) => [unique('venues_site_wallet').on(table.siteCode, table.walletCode)],
);

/** Categories and games are per site; their ids are the numeric ids the site configs enable (unique per site). */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: text('id').notNull(),
    siteCode: text('site_code').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull(),
    /** 1 open, 2 under maintenance */
    state: integer('state').notNull().default(1),
    gameType: integer('game_type').notNull(),
    showOnHome: boolean('show_on_home').notNull().default(true),
    iconNormal: text('icon_normal').notNull(),
    iconSelected: text('icon_selected').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteCode, table.id] })],
);

export const games = pgTable(
  'games',
  {
    id: text('id').notNull(),
    siteCode: text('site_code').notNull(),
    categoryId: text('category_id').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    walletCode: text('wallet_code').notNull(),
    imageUrl: text('image_url').notNull(),
    bigImageUrl: text('big_image_url').notNull(),
    description: text('description').notNull(),
    official: boolean('official').notNull().default(false),
    iconUrl: text('icon_url').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    /** What members read while the game is under maintenance, per content language. */
    maintenanceNote: jsonb('maintenance_note').$type<MaintenanceNote>(),
    ...maintenanceSwitchColumns,
  },
  (table) => [
    primaryKey({ columns: [table.siteCode, table.id] }),
    index('games_category').on(table.siteCode, table.categoryId),
  ],
);

export const vipLevels = pgTable(
  'vip_levels',
  {
    siteCode: text('site_code').notNull(),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    depositRequirementMinor: integer('deposit_requirement_minor').notNull(),
    turnoverRequirementMinor: integer('turnover_requirement_minor').notNull(),
    privileges: jsonb('privileges').$type<{ key: string; title: string; value: string }[]>().notNull(),
    badgeUrl: text('badge_url').notNull(),
  },
  (table) => [unique('vip_levels_site_level').on(table.siteCode, table.level)],
);

export const phoneAreas = pgTable(
  'phone_areas',
  {
    siteCode: text('site_code').notNull(),
    areaCode: text('area_code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [unique('phone_areas_site_code').on(table.siteCode, table.areaCode)],
);

export const recommendedMatches = pgTable(
  'recommended_matches',
  {
    id: text('id').primaryKey(),
    siteCode: text('site_code').notNull(),
    placement: integer('placement').notNull(),
    classification: text('classification').notNull(),
    league: text('league').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venueCode: text('venue_code').notNull(),
    odds: jsonb('odds').$type<{ home: string; draw: string; away: string }>().notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [index('recommended_matches_site').on(table.siteCode, table.placement, table.classification)],
);

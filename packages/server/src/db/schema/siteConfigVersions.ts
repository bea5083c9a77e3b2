import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from './consoleTables.ts';

/**
 * Every version of a site's config the page composer (issue 25) or the seed stored: the whole config as
 * @platform/site-config validated and migrated it, never changed once written (a rollback writes a new version that
 * copies an earlier one). `author` is an operator's name, `seed` (the first version, from site-configs/) or `file`
 * (the file changed after that: packages/server/README.md "Site config versions").
 */
export const siteConfigVersions = pgTable(
  'site_config_versions',
  {
    siteCode: text('site_code').notNull(),
    version: integer('version').notNull(),
    config: jsonb('config').notNull(),
    author: text('author').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteCode, table.version] })],
);

/** The version members are served, one row per site; a publish or rollback moves it. */
export const sitePublishedVersions = pgTable('site_published_versions', {
  siteCode: text('site_code').primaryKey(),
  version: integer('version').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/**
 * An operator's draft of a site's config, one per operator and site: what they edit, unvalidated (an import may be
 * broken), with the version they started from, which a publish must still find published.
 */
export const siteConfigDrafts = pgTable(
  'site_config_drafts',
  {
    siteCode: text('site_code').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    baseVersion: integer('base_version').notNull(),
    config: jsonb('config').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteCode, table.operatorId] })],
);

import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Page views reported by the app (route path only: no query string, no member). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    path: text('path').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_site_time').on(table.siteCode, table.viewedAt)],
);

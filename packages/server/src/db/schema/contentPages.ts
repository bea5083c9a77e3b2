import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Activities (promotions); `promo/detail` shows one. */
export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    siteCode: text('site_code').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    bannerUrl: text('banner_url').notNull(),
    sort: integer('sort').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [index('activities_site').on(table.siteCode)],
);

/** Help-centre and tutorial articles (tutorial slugs are the /tutorial/* route names); sponsor pages, see src/sponsor/. */
export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(),
    siteCode: text('site_code').notNull(),
    kind: text('kind').$type<'help' | 'tutorial' | 'sponsor'>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('articles_site_kind_slug').on(table.siteCode, table.kind, table.slug)],
);

/**
 * Images operators uploaded for a site's content (activity banners), served to anyone at `contentImage` (content
 * is public, unlike members' uploads, which only their uploader reads).
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: text('id').primaryKey(),
    siteCode: text('site_code').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    contentBase64: text('content_base64').notNull(),
    /** The actor as the audit log names it. */
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('content_images_site').on(table.siteCode)],
);

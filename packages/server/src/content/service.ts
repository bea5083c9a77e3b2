import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { activities, articles } from '../db/schema/contentPages.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../errors/apiError.ts';

type ArticleKind = (typeof articles.$inferSelect)['kind'];

function activityOf(row: typeof activities.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    bannerUrl: row.bannerUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  };
}

/** The site's activities running at `now`, in the operator's order. */
export async function listCurrentActivities(
  db: Database,
  siteCode: string,
  now: Date,
  paging: { page: number; pageSize: number },
) {
  const filter = and(
    eq(activities.siteCode, siteCode),
    lte(activities.startsAt, now),
    or(isNull(activities.endsAt), gt(activities.endsAt, now)),
  );
  const { rows, total } = await selectPage(db, activities, filter, [asc(activities.sort)], paging);
  return { list: rows.map(activityOf), total };
}

/** One of the site's activities with its rules; another site's id is not found. */
export async function promotionDetail(db: Database, siteCode: string, id: string) {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.siteCode, siteCode)));
  if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
  return { ...activityOf(row), content: row.content };
}

export async function listArticles(db: Database, siteCode: string, kind: ArticleKind) {
  return db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, sort: articles.sort })
    .from(articles)
    .where(and(eq(articles.siteCode, siteCode), eq(articles.kind, kind)))
    .orderBy(asc(articles.sort));
}

export async function articleDetail(db: Database, siteCode: string, kind: ArticleKind, slug: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.siteCode, siteCode), eq(articles.kind, kind), eq(articles.slug, slug)));
  if (!row) throw new ApiError('NOT_FOUND', { field: 'slug' });
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Creates or replaces one article (the operator tool's `publish-article`). The HTML is stored as written: the app
 * sanitises every article when it renders it, so a hostile one is harmless there.
 */
export async function publishArticle(
  db: Database,
  article: { siteCode: string; kind: ArticleKind; slug: string; title: string; html: string; now: Date },
): Promise<void> {
  const [last] = await db
    .select({ sort: articles.sort })
    .from(articles)
    .where(and(eq(articles.siteCode, article.siteCode), eq(articles.kind, article.kind)))
    .orderBy(asc(articles.sort));
  await db
    .insert(articles)
    .values({
      id: `${article.siteCode}-${article.kind}-${article.slug.replace('/', '-')}`,
      siteCode: article.siteCode,
      kind: article.kind,
      slug: article.slug,
      title: article.title,
      content: article.html,
      // A new article goes first: an operator publishes what members should see now.
      sort: (last?.sort ?? 1) - 1,
      updatedAt: article.now,
    })
    .onConflictDoUpdate({
      target: [articles.siteCode, articles.kind, articles.slug],
      set: { title: article.title, content: article.html, updatedAt: article.now },
    });
}

/** An activity as an operator writes it; the banner and order are kept on a replace when not given. */
export interface PublishedActivity {
  siteCode: string;
  id: string;
  title: string;
  summary: string;
  /** The rules, as HTML: stored as written, sanitised by the app when it renders them (like articles). */
  html: string;
  startsAt: Date;
  endsAt: Date | null;
  bannerUrl?: string | undefined;
  sort?: number | undefined;
}

/**
 * Creates or replaces one activity (the operator tool's `publish-activity` and the console's activity form).
 * Members read activities straight from this table, so the change is what their next read shows. A new activity
 * without a banner gets the site's first banner and goes first.
 */
export async function publishActivity(db: Database, activity: PublishedActivity): Promise<void> {
  const values = {
    title: activity.title,
    summary: activity.summary,
    content: activity.html,
    startsAt: activity.startsAt,
    endsAt: activity.endsAt,
    ...(activity.bannerUrl === undefined ? {} : { bannerUrl: activity.bannerUrl }),
    ...(activity.sort === undefined ? {} : { sort: activity.sort }),
  };
  await db
    .insert(activities)
    .values({
      id: activity.id,
      siteCode: activity.siteCode,
      bannerUrl: `/site-assets/${activity.siteCode}/banner-1.svg`,
      sort: 0,
      ...values,
    })
    .onConflictDoUpdate({ target: activities.id, set: values });
}

/** Every activity of the site, scheduled, running and ended, in the members' order (the console's list). */
export async function listSiteActivities(db: Database, siteCode: string) {
  const rows = await db
    .select()
    .from(activities)
    .where(eq(activities.siteCode, siteCode))
    .orderBy(asc(activities.sort), asc(activities.startsAt), asc(activities.id));
  return rows.map((row) => ({ ...activityOf(row), sort: row.sort, rules: row.content }));
}

import { endpoints } from '@platform/contract';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activities, articles } from '../db/schema/content.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../http/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';

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

/** Activities and promotions, help-centre and tutorial articles. */
export function registerContentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.promoDetail, async ({ db, site, query }) => {
    const [row] = await db
      .select()
      .from(activities)
      .where(and(eq(activities.id, query.id), eq(activities.siteCode, site.code)));
    if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
    return { ...activityOf(row), content: row.content };
  });

  registerEndpoint(app, endpoints.activityList, async ({ db, site, query, platform }) => {
    const now = new Date(platform.clock());
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 20;
    const filter = and(
      eq(activities.siteCode, site.code),
      lte(activities.startsAt, now),
      or(isNull(activities.endsAt), gt(activities.endsAt, now)),
    );
    const { rows, total } = await selectPage(db, activities, filter, [asc(activities.sort)], {
      page,
      pageSize,
    });
    return { list: rows.map(activityOf), total };
  });

  registerEndpoint(app, endpoints.articleList, async ({ db, site, query }) =>
    db
      .select({ id: articles.id, slug: articles.slug, title: articles.title, sort: articles.sort })
      .from(articles)
      .where(and(eq(articles.siteCode, site.code), eq(articles.kind, query.kind)))
      .orderBy(asc(articles.sort)),
  );

  registerEndpoint(app, endpoints.articleDetail, async ({ db, site, query }) => {
    const [row] = await db
      .select()
      .from(articles)
      .where(
        and(eq(articles.siteCode, site.code), eq(articles.kind, query.kind), eq(articles.slug, query.slug)),
      );
    if (!row) throw new ApiError('NOT_FOUND', { field: 'slug' });
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      content: row.content,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { articleDetail, listArticles, listCurrentActivities, promotionDetail } from './service.ts';

const DEFAULT_PAGE_SIZE = 20;

/** Activities and promotions, help-centre and tutorial articles: public, and only ever the site's own. */
export function registerContentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.promoDetail, async ({ db, site, query }) =>
    promotionDetail(db, site.code, query.id),
  );

  registerEndpoint(app, endpoints.activityList, async ({ db, site, query, platform }) =>
    listCurrentActivities(db, site.code, new Date(platform.clock()), {
      page: query.page ?? 1,
      pageSize: query.page_size ?? DEFAULT_PAGE_SIZE,
    }),
  );

  registerEndpoint(app, endpoints.articleList, async ({ db, site, query }) =>
    listArticles(db, site.code, query.kind),
  );

  registerEndpoint(app, endpoints.articleDetail, async ({ db, site, query }) =>
    articleDetail(db, site.code, query.kind, query.slug),
  );
}

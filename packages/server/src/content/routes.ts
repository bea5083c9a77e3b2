import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { findContentImage } from './contentImages.ts';
import { articleDetail, listArticles, listCurrentActivities, promotionDetail } from './service.ts';

const DEFAULT_PAGE_SIZE = 20;

/** Activities and promotions, help-centre and tutorial articles: public, and only ever the site's own. */
export function registerContentRoutes(app: FastifyInstance): void {
  // Public like the activities that show it; the random id names it, and its type is the one its bytes declared.
  registerEndpoint(app, endpoints.contentImage, async ({ db, query, reply }) => {
    const image = await findContentImage(db, query.id);
    if (!image) throw new ApiError('NOT_FOUND', { field: 'id' });
    reply.header('content-type', image.contentType);
    reply.header('cache-control', 'public, max-age=86400, immutable');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    return Buffer.from(image.contentBase64, 'base64') as unknown as Blob;
  });

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

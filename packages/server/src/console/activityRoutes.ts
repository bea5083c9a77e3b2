import { randomUUID } from 'node:crypto';
import { CONTENT_IMAGE_MAX_BYTES, composeSitePermissions, consoleEndpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { listSiteActivities } from '../content/service.ts';
import { ApiError } from '../errors/apiError.ts';
import { acceptedImageType } from '../feedback/imageType.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import { storeContentImage } from './contentImages.ts';
import { endActivityAudited, publishActivityAudited } from './contentPublishing.ts';
import { actingOperator } from './operatorAccounts.ts';
import { requireSiteInScope } from './operatorScope.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';
import { siteImages } from './siteImages.ts';

/**
 * A site's activities in the console (editContent): list, create, edit, end; and the site's images, which a banner
 * and the page composer's image fields use (editContent or publishSite: composing a site's pages picks them too).
 */
export function registerConsoleActivityRoutes(app: FastifyInstance, sessions: OperatorSessionStore): void {
  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleListActivities, async (context) => {
    requireSiteInScope(signedIn(context), context.query.siteCode, 'editContent');
    return listSiteActivities(context.platform.db, context.query.siteCode);
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSiteImages, async (context) => {
    requireSiteInScope(signedIn(context), context.query.siteCode, composeSitePermissions);
    return siteImages(context.platform.db, context.query.siteCode);
  });

  registerConsoleEndpoint(
    app,
    sessions,
    consoleEndpoints.consoleUploadContentImage,
    async (context) => {
      const operator = signedIn(context);
      const { platform, body } = context;
      requireSiteInScope(operator, body.siteCode, composeSitePermissions);
      const content = Buffer.from(body.contentBase64, 'base64');
      if (content.length > CONTENT_IMAGE_MAX_BYTES)
        throw new ApiError('UPLOAD_TOO_LARGE', { field: 'contentBase64' });
      const contentType = await acceptedImageType(content);
      if (!contentType) throw new ApiError('UPLOAD_NOT_AN_IMAGE', { field: 'contentBase64' });
      return storeContentImage(
        platform.db,
        { siteCode: body.siteCode, content, contentType },
        actingOperator(operator, context.request.id),
        new Date(platform.clock()),
      );
    },
    // base64 of the largest image, and the JSON around it
    { bodyLimit: Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4 + 1024 },
  );

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSaveActivity, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    requireSiteInScope(operator, body.siteCode, 'editContent');
    const startsAt = new Date(body.startsAt);
    const endsAt = body.endsAt === null ? null : new Date(body.endsAt);
    if (endsAt !== null && endsAt <= startsAt)
      throw new ApiError('CONSOLE_ACTIVITY_ENDS_BEFORE_START', { field: 'endsAt' });
    if (!(await siteImages(platform.db, body.siteCode)).includes(body.bannerUrl))
      throw new ApiError('CONSOLE_IMAGE_NOT_OF_SITE', { field: 'bannerUrl' });
    if (body.id !== undefined) {
      const existing = await listSiteActivities(platform.db, body.siteCode);
      if (!existing.some((activity) => activity.id === body.id)) throw new ApiError('CONSOLE_NOT_FOUND');
    }
    // A new activity's id names its site, so the member's detail link and the audit log say whose it is.
    const id = body.id ?? `${body.siteCode}-${randomUUID()}`;
    await publishActivityAudited(
      platform.db,
      {
        siteCode: body.siteCode,
        id,
        title: body.title.trim(),
        summary: body.summary.trim(),
        html: body.rules,
        bannerUrl: body.bannerUrl,
        startsAt,
        endsAt,
        sort: body.sort,
      },
      actingOperator(operator, context.request.id),
    );
    return { id };
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleEndActivity, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    requireSiteInScope(operator, body.siteCode, 'editContent');
    const ended = await endActivityAudited(
      platform.db,
      body.siteCode,
      body.id,
      actingOperator(operator, context.request.id),
      new Date(platform.clock()),
    );
    if (!ended) throw new ApiError('CONSOLE_NOT_FOUND');
    return { endsAt: ended.endsAt.toISOString() };
  });
}

import { Type } from 'typebox';
import { defineEndpoint, type EndpointDefinition } from '../defineEndpoint.ts';
import { ScopedErrors } from './consoleActionEndpoints.ts';
import {
  ConsoleActivity,
  EndActivityBody,
  EndedActivityReply,
  MaintenanceStateReply,
  SaveActivityBody,
  SavedActivityReply,
  UploadContentImageBody,
  UploadedContentImageReply,
} from './consoleContentSchemas.ts';
import { SiteQuery } from './consoleSchemas.ts';
import { CONSOLE_PATH_PREFIX } from './consoleVocabulary.ts';

/**
 * The console's content pages (issue 24): a site's activities (which also feed the member's notice bar) and its
 * maintenance state. Each needs `editContent` on the site (CONSOLE_NOT_FOUND outside the operator's sites); each
 * change is audited with before and after, exactly like the operator tool's `publish-activity`.
 */
const ACTIVITIES = `${CONSOLE_PATH_PREFIX}/activities`;

export const consoleContentEndpoints = {
  consoleListActivities: defineEndpoint({
    name: 'consoleListActivities',
    method: 'GET',
    path: ACTIVITIES,
    auth: 'operator',
    encoding: 'none',
    summary: "editContent: every activity of the site (scheduled, running and ended) in the members' order",
    query: SiteQuery,
    response: Type.Array(ConsoleActivity),
    errors: ScopedErrors,
  }),
  consoleSaveActivity: defineEndpoint({
    name: 'consoleSaveActivity',
    method: 'POST',
    path: `${ACTIVITIES}/save`,
    auth: 'operator',
    encoding: 'json',
    summary: "editContent: create an activity, or edit one of the site's; members read it at their next read",
    body: SaveActivityBody,
    response: SavedActivityReply,
    errors: [
      ...ScopedErrors,
      'FIELD_INVALID',
      'CONSOLE_ACTIVITY_ENDS_BEFORE_START',
      'CONSOLE_IMAGE_NOT_OF_SITE',
    ],
  }),
  consoleEndActivity: defineEndpoint({
    name: 'consoleEndActivity',
    method: 'POST',
    path: `${ACTIVITIES}/end`,
    auth: 'operator',
    encoding: 'json',
    summary: "editContent: end an activity now; it leaves the members' list and notice bar at once",
    body: EndActivityBody,
    response: EndedActivityReply,
    errors: ScopedErrors,
  }),
  consoleSiteImages: defineEndpoint({
    name: 'consoleSiteImages',
    method: 'GET',
    path: `${CONSOLE_PATH_PREFIX}/sites/images`,
    auth: 'operator',
    encoding: 'none',
    summary: "editContent or publishSite: the site's images an activity's banner or a composed page may use",
    query: SiteQuery,
    response: Type.Array(Type.String()),
    errors: ScopedErrors,
  }),
  consoleUploadContentImage: defineEndpoint({
    name: 'consoleUploadContentImage',
    method: 'POST',
    path: `${CONSOLE_PATH_PREFIX}/sites/images/upload`,
    auth: 'operator',
    encoding: 'json',
    summary:
      "editContent or publishSite: upload an image (at most 1 MB) for the site's banners and pages; members load it publicly",
    body: UploadContentImageBody,
    response: UploadedContentImageReply,
    errors: [...ScopedErrors, 'FIELD_INVALID', 'UPLOAD_NOT_AN_IMAGE', 'UPLOAD_TOO_LARGE'],
  }),
  consoleMaintenanceState: defineEndpoint({
    name: 'consoleMaintenanceState',
    method: 'GET',
    path: `${CONSOLE_PATH_PREFIX}/maintenance/state`,
    auth: 'operator',
    encoding: 'none',
    summary:
      'editContent: what members meet now: the site, each venue and each game under maintenance, with notes',
    query: SiteQuery,
    response: MaintenanceStateReply,
    errors: ScopedErrors,
  }),
} satisfies Record<string, EndpointDefinition>;

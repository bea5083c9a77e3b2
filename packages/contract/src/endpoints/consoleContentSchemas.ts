import { Type } from 'typebox';
import { ImageUrl, Timestamp } from './common.ts';
import { MaintenanceNote } from './consoleActionSchemas.ts';
import { SiteCode } from './consoleSchemas.ts';

/** Shapes of the console's content pages (endpoints in consoleContentEndpoints.ts). */

/** How long an activity's title may be: it is one line of the member's activity list and notice bar. */
export const ACTIVITY_TITLE_MAX_LENGTH = 60;
export const ACTIVITY_SUMMARY_MAX_LENGTH = 200;
export const ACTIVITY_RULES_MAX_LENGTH = 20_000;

const ActivityId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** An activity as the operator edits it: what members read (contract Activity) plus its rules and order. */
export const ConsoleActivity = Type.Object({
  id: ActivityId,
  title: Type.String(),
  summary: Type.String(),
  bannerUrl: ImageUrl,
  startsAt: Timestamp,
  endsAt: Type.Union([Timestamp, Type.Null()]),
  /** Position in the member's activity list; the notice bar scrolls the first current ones' titles. */
  sort: Type.Integer(),
  rules: Type.String({ description: 'HTML; the app sanitises it before rendering' }),
});

export const SaveActivityBody = Type.Object({
  siteCode: SiteCode,
  id: Type.Optional({ ...ActivityId, description: 'The activity to edit; absent: a new activity' }),
  title: Type.String({ minLength: 1, maxLength: ACTIVITY_TITLE_MAX_LENGTH }),
  summary: Type.String({ minLength: 1, maxLength: ACTIVITY_SUMMARY_MAX_LENGTH }),
  bannerUrl: Type.String({
    minLength: 1,
    maxLength: 2048,
    description: "One of the site's images (consoleSiteImages)",
  }),
  startsAt: Timestamp,
  endsAt: Type.Union([Timestamp, Type.Null()], { description: 'After startsAt; null: runs until ended' }),
  sort: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  rules: Type.String({ minLength: 1, maxLength: ACTIVITY_RULES_MAX_LENGTH }),
});

export const SavedActivityReply = Type.Object({ id: ActivityId });

export const EndActivityBody = Type.Object({ siteCode: SiteCode, id: ActivityId });

export const EndedActivityReply = Type.Object({ endsAt: Timestamp });

/** The largest banner an operator uploads: a wide picture, not a photo album (members load it on every list). */
export const CONTENT_IMAGE_MAX_BYTES = 1024 * 1024;

export const UploadContentImageBody = Type.Object({
  siteCode: SiteCode,
  contentBase64: Type.String({
    minLength: 1,
    maxLength: Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
    description: 'The image file, base64; JPG, PNG, GIF or WEBP by its content',
  }),
});

export const UploadedContentImageReply = Type.Object({
  url: Type.String({ description: "Where members load it; one of the site's images from now on" }),
});

/** Who switched a target under maintenance last, and when. */
const Switched = {
  note: MaintenanceNote,
  switchedAt: Type.Union([Timestamp, Type.Null()]),
  switchedBy: Type.Union([
    Type.String({ description: 'The actor as the audit log names it (operator:<name>)' }),
    Type.Null(),
  ]),
};

/**
 * What members meet now, read from the catalogue's own flags (the ones the lobby and game launch read): the site
 * is under maintenance when every game category is closed; each venue and game under maintenance, with its note
 * per content language (keys among `contentLocales`).
 */
export const MaintenanceStateReply = Type.Object({
  site: Type.Object({ underMaintenance: Type.Boolean(), ...Switched }),
  venues: Type.Array(Type.Object({ walletCode: Type.String(), name: Type.String(), ...Switched })),
  games: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), walletCode: Type.String(), ...Switched }),
  ),
});

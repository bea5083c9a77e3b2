import { type ContentLocale, contentLocales } from '@platform/domain';
import { type TOptional, Type } from 'typebox';
import { Timestamp } from './common.ts';
import { OperatorName, OperatorSiteScope, SiteCode } from './consoleSchemas.ts';
import { OperatorRoleSchema } from './consoleVocabulary.ts';
import { AmountMinor, CurrencyCode, Uuid as Id } from './money.ts';

/** Shapes of the console's actions (endpoints in consoleActionEndpoints.ts). */

export const MemberActionBody = Type.Object({ memberId: Id });

export const LockMemberBody = Type.Object({
  memberId: Id,
  reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why, for the audit log' }),
});

export const MemberLockReply = Type.Object({
  locked: Type.Boolean(),
  /** Sessions ended by this call (a lock ends every session of the member on every instance). */
  sessionsRevoked: Type.Integer({ minimum: 0 }),
});

const MessageTitle = Type.String({ minLength: 1, maxLength: 100 });
const MessageContent = Type.String({ minLength: 1, maxLength: 5000 });

export const MemberMessageBody = Type.Object({ memberId: Id, title: MessageTitle, content: MessageContent });

export const SiteMessageBody = Type.Object({
  siteCode: SiteCode,
  title: MessageTitle,
  content: MessageContent,
});

export const SiteMessageReply = Type.Object({
  recipients: Type.Integer({ minimum: 0, description: "How many members' inboxes received it" }),
});

export const RewardCreditBody = Type.Object({
  memberId: Id,
  currency: CurrencyCode,
  amountMinor: AmountMinor,
  reason: Type.String({
    minLength: 1,
    maxLength: 200,
    description: "Shown in the member's transaction record",
  }),
});

export const RewardCreditReply = Type.Object({
  /** false when this reward (its Idempotency-Key) was credited before: nothing moved this time. */
  credited: Type.Boolean(),
  transactionId: Id,
});

const NoteText = Type.String({ minLength: 1, maxLength: 200 });

/** The message members read while it is under maintenance, per content language; any subset may be given. */
export const MaintenanceNote = Type.Object(
  Object.fromEntries(contentLocales.map((locale) => [locale, Type.Optional(NoteText)])) as Record<
    ContentLocale,
    TOptional<typeof NoteText>
  >,
  { additionalProperties: false },
);

/** What goes under maintenance: a whole site (every venue and game category), one venue, or one game. */
export const maintenanceScopes = ['site', 'venue', 'game'] as const;
export type MaintenanceScope = (typeof maintenanceScopes)[number];

export const MaintenanceBody = Type.Object({
  siteCode: SiteCode,
  scope: Type.Enum(maintenanceScopes),
  target: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      description: "The venue's wallet code or the game's id; required for those scopes, absent for a site",
    }),
  ),
  on: Type.Boolean({ description: 'true: under maintenance; false: open again' }),
  note: Type.Optional(MaintenanceNote),
});

export const MaintenanceReply = Type.Object({
  /** Venues (site, venue) or games (game) switched. */
  changed: Type.Integer({ minimum: 0 }),
});

export const OperatorListEntry = Type.Object({
  id: Id,
  username: OperatorName,
  role: OperatorRoleSchema,
  sites: Type.Array(OperatorSiteScope),
  twoStepEnrolled: Type.Boolean(),
  disabledAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
});

export const CreateOperatorBody = Type.Object({
  username: OperatorName,
  password: Type.String({ minLength: 12, maxLength: 128, description: 'At least 12 characters' }),
  role: OperatorRoleSchema,
  sites: Type.Array(OperatorSiteScope, {
    maxItems: 100,
    description: "A site operator's sites and permissions (at least one); empty for an admin",
  }),
});

export const OperatorIdBody = Type.Object({ operatorId: Id });

export const OperatorCreatedReply = Type.Object({ id: Id });

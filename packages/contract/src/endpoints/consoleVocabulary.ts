import { Type } from 'typebox';

/**
 * The operator console's words (issue 24), declared once: the server stores them, the console will show them.
 * `admin` may do everything on every site; a `siteOperator` works only on the sites it is scoped to, with the
 * permissions given per site. Reading a site's queues and members needs only the scope.
 */
export const operatorRoles = ['admin', 'siteOperator'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/**
 * `approveMoney`: decide deposits and withdrawals, credit rewards; `editContent`: messages, articles, banners,
 * maintenance; `publishSite`: publish a site's pages; `manageMembers`: lock and unlock members, reset their
 * sign-in lockout.
 */
export const operatorPermissions = ['approveMoney', 'editContent', 'publishSite', 'manageMembers'] as const;
export type OperatorPermission = (typeof operatorPermissions)[number];

/**
 * Composing a site's pages (issue 25) is content work: reading the site's config versions, saving, validating and
 * importing a draft, and picking or uploading its images need either of these; only `publishSite` makes a draft
 * (or an earlier version) what members see.
 */
export const composeSitePermissions = [
  'editContent',
  'publishSite',
] as const satisfies readonly OperatorPermission[];

/** What an audit entry records; every console (and operator CLI) action writes one. */
export const auditActions = [
  'operator.signedIn',
  'operator.signInFailed',
  'operator.twoStepEnrolled',
  'operator.recoveryCodeUsed',
  'operator.recoveryCodesRegenerated',
  'operator.signedOut',
  'operator.sessionsRevoked',
  'deposit.approved',
  'deposit.rejected',
  'withdrawal.firstApproval',
  'withdrawal.approved',
  'withdrawal.rejected',
  'member.locked',
  'member.unlocked',
  'member.signInLockoutReset',
  'member.messageSent',
  'member.rewardCredited',
  'member.noted',
  'site.messageSent',
  'maintenance.switched',
  'article.published',
  'activity.published',
  'activity.ended',
  'contentImage.uploaded',
  'feedback.replied',
  'operator.created',
  'operator.disabled',
  'operator.twoStepReset',
  'siteConfig.draftSaved',
  'siteConfig.draftOpened',
  'siteConfig.imported',
  'siteConfig.exported',
  'siteConfig.published',
  'siteConfig.rolledBack',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const OperatorRoleSchema = Type.Enum(operatorRoles);
export const OperatorPermissionSchema = Type.Enum(operatorPermissions);
export const AuditActionSchema = Type.Enum(auditActions);

/** Every console path starts here: its own namespace beside the member API, its own cookie path. */
export const CONSOLE_PATH_PREFIX = '/api/console/v1';

/**
 * The console session travels only in this cookie (HttpOnly, SameSite=Strict, Path=/api/console/): never in a URL,
 * a header a script sets, or a response body. packages/server/README.md "Operator console API" says why.
 */
export const CONSOLE_SESSION_COOKIE = 'console_session';

import { Type } from 'typebox';
import { defineEndpoint, type EndpointDefinition } from '../defineEndpoint.ts';
import { Acknowledged } from './common.ts';
import {
  CreateOperatorBody,
  LockMemberBody,
  MaintenanceBody,
  MaintenanceReply,
  MemberActionBody,
  MemberLockReply,
  MemberMessageBody,
  OperatorCreatedReply,
  OperatorIdBody,
  OperatorListEntry,
  RewardCreditBody,
  RewardCreditReply,
  SiteMessageBody,
  SiteMessageReply,
} from './consoleActionSchemas.ts';
import { ConsoleMemberNote, MemberNoteBody } from './consoleMemberSchemas.ts';
import { CONSOLE_PATH_PREFIX } from './consoleVocabulary.ts';
import { IdempotencyErrors } from './money.ts';

/**
 * The console's actions on members, content and operators (issue 24), beside the reads and money decisions of
 * consoleEndpoints.ts. Each needs a signed-in, two-step-verified operator; a member or site outside the operator's
 * scope answers CONSOLE_NOT_FOUND, a permission the operator lacks there CONSOLE_PERMISSION_DENIED; each change
 * writes an audit entry (before and after) in its transaction, exactly like the operator tool's same command.
 */
const MEMBERS = `${CONSOLE_PATH_PREFIX}/members`;
const OPERATORS = `${CONSOLE_PATH_PREFIX}/operators`;
const SessionErrors = [
  'CONSOLE_SESSION_INVALID',
  'CONSOLE_TWO_STEP_PENDING',
  'CONSOLE_ORIGIN_REFUSED',
] as const;
export const ScopedErrors = [...SessionErrors, 'CONSOLE_NOT_FOUND', 'CONSOLE_PERMISSION_DENIED'] as const;
/** Operator management is an admin's: anyone else is CONSOLE_PERMISSION_DENIED. */
const AdminErrors = [...SessionErrors, 'CONSOLE_PERMISSION_DENIED'] as const;

export const consoleActionEndpoints = {
  consoleLockMember: defineEndpoint({
    name: 'consoleLockMember',
    method: 'POST',
    path: `${MEMBERS}/lock`,
    auth: 'operator',
    encoding: 'json',
    summary:
      'manageMembers: lock a member; they cannot sign in, and every session ends at once on every instance',
    body: LockMemberBody,
    response: MemberLockReply,
    errors: ScopedErrors,
  }),
  consoleUnlockMember: defineEndpoint({
    name: 'consoleUnlockMember',
    method: 'POST',
    path: `${MEMBERS}/unlock`,
    auth: 'operator',
    encoding: 'json',
    summary: 'manageMembers: unlock a locked member; they may sign in again',
    body: MemberActionBody,
    response: MemberLockReply,
    errors: ScopedErrors,
  }),
  consoleResetMemberSignInLockout: defineEndpoint({
    name: 'consoleResetMemberSignInLockout',
    method: 'POST',
    path: `${MEMBERS}/sign-in-lockout/reset`,
    auth: 'operator',
    encoding: 'json',
    summary: "manageMembers: forget the member's failed sign-ins and lift the lockout they caused",
    body: MemberActionBody,
    response: Acknowledged,
    errors: ScopedErrors,
  }),
  consoleAddMemberNote: defineEndpoint({
    name: 'consoleAddMemberNote',
    method: 'POST',
    path: `${MEMBERS}/notes`,
    auth: 'operator',
    encoding: 'json',
    summary: "manageMembers: add a note to the member's page (append-only: never edited or deleted)",
    body: MemberNoteBody,
    response: ConsoleMemberNote,
    errors: [...ScopedErrors, 'FIELD_REQUIRED', 'FIELD_INVALID'],
  }),
  consoleSendMemberMessage: defineEndpoint({
    name: 'consoleSendMemberMessage',
    method: 'POST',
    path: `${MEMBERS}/message`,
    auth: 'operator',
    encoding: 'json',
    summary: "editContent: a message in one member's inbox; their open app hears of it at once",
    body: MemberMessageBody,
    response: Acknowledged,
    errors: ScopedErrors,
  }),
  consoleCreditMemberReward: defineEndpoint({
    name: 'consoleCreditMemberReward',
    method: 'POST',
    path: `${MEMBERS}/reward`,
    auth: 'operator',
    encoding: 'json',
    summary:
      "approveMoney: credit a reward from the site's house account through the ledger, once per Idempotency-Key",
    body: RewardCreditBody,
    response: RewardCreditReply,
    moneyMoving: true,
    errors: [...ScopedErrors, ...IdempotencyErrors, 'CONSOLE_CURRENCY_INVALID'],
  }),
  consoleMessageSiteMembers: defineEndpoint({
    name: 'consoleMessageSiteMembers',
    method: 'POST',
    path: `${CONSOLE_PATH_PREFIX}/sites/message`,
    auth: 'operator',
    encoding: 'json',
    summary:
      'editContent: one message to every member of a site, in each inbox; their open apps hear of it at once',
    body: SiteMessageBody,
    response: SiteMessageReply,
    errors: ScopedErrors,
  }),
  consoleSwitchMaintenance: defineEndpoint({
    name: 'consoleSwitchMaintenance',
    method: 'POST',
    path: `${CONSOLE_PATH_PREFIX}/maintenance`,
    auth: 'operator',
    encoding: 'json',
    summary: 'editContent: put a whole site, a venue or a game under maintenance or open it again, at once',
    body: MaintenanceBody,
    response: MaintenanceReply,
    errors: [...ScopedErrors, 'FIELD_REQUIRED', 'FIELD_INVALID'],
  }),
  consoleListOperators: defineEndpoint({
    name: 'consoleListOperators',
    method: 'GET',
    path: OPERATORS,
    auth: 'operator',
    encoding: 'none',
    summary:
      'Admin: every operator with role, sites and permissions, two-step enrolment and whether disabled',
    response: Type.Array(OperatorListEntry),
    errors: AdminErrors,
  }),
  consoleCreateOperator: defineEndpoint({
    name: 'consoleCreateOperator',
    method: 'POST',
    path: `${OPERATORS}/create`,
    auth: 'operator',
    encoding: 'json',
    summary: 'Admin: a new operator with a role and site grants; it enrols two-step at its first sign-in',
    body: CreateOperatorBody,
    response: OperatorCreatedReply,
    errors: [...AdminErrors, 'CONSOLE_OPERATOR_EXISTS', 'CONSOLE_GRANTS_INVALID'],
  }),
  consoleDisableOperator: defineEndpoint({
    name: 'consoleDisableOperator',
    method: 'POST',
    path: `${OPERATORS}/disable`,
    auth: 'operator',
    encoding: 'json',
    summary: 'Admin: disable an operator; it cannot sign in and its sessions end at once',
    body: OperatorIdBody,
    response: Acknowledged,
    errors: [...AdminErrors, 'CONSOLE_NOT_FOUND', 'CONSOLE_SELF_DISABLE'],
  }),
  consoleResetOperatorTwoStep: defineEndpoint({
    name: 'consoleResetOperatorTwoStep',
    method: 'POST',
    path: `${OPERATORS}/two-step/reset`,
    auth: 'operator',
    encoding: 'json',
    summary:
      "Admin: forget an operator's authenticator and recovery codes and end its sessions; it enrols again at its next sign-in",
    body: OperatorIdBody,
    response: Acknowledged,
    errors: [...AdminErrors, 'CONSOLE_NOT_FOUND'],
  }),
} satisfies Record<string, EndpointDefinition>;

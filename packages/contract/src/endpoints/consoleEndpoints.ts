import { Type } from 'typebox';
import { defineEndpoint, type EndpointDefinition } from '../defineEndpoint.ts';
import { Acknowledged, Empty } from './common.ts';
import { consoleActionEndpoints } from './consoleActionEndpoints.ts';
import {
  AuditPage,
  AuditQuery,
  ConsoleSignInBody,
  ConsoleSignInReply,
  ConsoleTwoStepBody,
  ConsoleTwoStepEnrolment,
  DecisionReply,
  DepositDecisionBody,
  MemberDetail,
  MemberDetailQuery,
  MemberSearchQuery,
  MemberSearchResult,
  MoneyQueues,
  OperatorView,
  RevokeOperatorSessionsBody,
  SiteQuery,
  WithdrawalDecisionBody,
} from './consoleSchemas.ts';
import { consoleSiteConfigEndpoints } from './consoleSiteConfigEndpoints.ts';
import { CONSOLE_PATH_PREFIX } from './consoleVocabulary.ts';
import { IdempotencyErrors } from './money.ts';

/**
 * The operator console's API (issue 24): operators, not members, on `/api/console/v1`. JSON in and out, the
 * same `{ status, data }` envelope; the session is the console cookie, and a session whose two-step check is not
 * done yet works only for the `consoleTwoStep*` calls. Every change writes an audit entry in its transaction.
 */
const SESSION = `${CONSOLE_PATH_PREFIX}/session`;
const SessionErrors = [
  'CONSOLE_SESSION_INVALID',
  'CONSOLE_TWO_STEP_PENDING',
  'CONSOLE_ORIGIN_REFUSED',
] as const;

export const consoleEndpoints = {
  consoleSignIn: defineEndpoint({
    name: 'consoleSignIn',
    method: 'POST',
    path: `${SESSION}/sign-in`,
    auth: 'public',
    encoding: 'json',
    summary: 'Operator sign-in, step one: name and password; sets the session cookie, awaiting two-step',
    body: ConsoleSignInBody,
    response: ConsoleSignInReply,
    errors: ['CONSOLE_SIGN_IN_FAILED', 'ACCOUNT_LOCKED', 'CONSOLE_ORIGIN_REFUSED'],
  }),
  consoleTwoStepEnrol: defineEndpoint({
    name: 'consoleTwoStepEnrol',
    method: 'POST',
    path: `${SESSION}/two-step/enrol`,
    auth: 'operator',
    encoding: 'json',
    summary: 'First sign-in: a new authenticator secret for the operator (confirmed by consoleTwoStepVerify)',
    body: Empty,
    response: ConsoleTwoStepEnrolment,
    errors: [...SessionErrors, 'CONSOLE_TWO_STEP_ENROLLED'],
  }),
  consoleTwoStepVerify: defineEndpoint({
    name: 'consoleTwoStepVerify',
    method: 'POST',
    path: `${SESSION}/two-step`,
    auth: 'operator',
    encoding: 'json',
    summary: "Sign-in, step two: the authenticator's code (each code once); the session then works",
    body: ConsoleTwoStepBody,
    response: OperatorView,
    errors: [...SessionErrors, 'TWO_STEP_CODE_INVALID', 'TWO_STEP_LOCKED'],
  }),
  consoleSession: defineEndpoint({
    name: 'consoleSession',
    method: 'GET',
    path: SESSION,
    auth: 'operator',
    encoding: 'none',
    summary: 'The signed-in operator, role and sites',
    response: OperatorView,
    errors: SessionErrors,
  }),
  consoleSignOut: defineEndpoint({
    name: 'consoleSignOut',
    method: 'POST',
    path: `${SESSION}/sign-out`,
    auth: 'operator',
    encoding: 'json',
    summary: 'Ends this console session on every instance',
    body: Empty,
    response: Acknowledged,
    errors: SessionErrors,
  }),
  consoleRevokeOperatorSessions: defineEndpoint({
    name: 'consoleRevokeOperatorSessions',
    method: 'POST',
    path: `${CONSOLE_PATH_PREFIX}/operators/sessions/revoke`,
    auth: 'operator',
    encoding: 'json',
    summary: 'Admin: ends every session of an operator, refused at once on every instance',
    body: RevokeOperatorSessionsBody,
    response: Type.Object({ revoked: Type.Integer({ minimum: 0 }) }),
    errors: [...SessionErrors, 'CONSOLE_PERMISSION_DENIED', 'CONSOLE_NOT_FOUND'],
  }),
  consoleMoneyQueues: defineEndpoint({
    name: 'consoleMoneyQueues',
    method: 'GET',
    path: `${CONSOLE_PATH_PREFIX}/money/queues`,
    auth: 'operator',
    encoding: 'none',
    summary: "A site's pending deposits and withdrawals, oldest first, each with the member's money context",
    query: SiteQuery,
    response: MoneyQueues,
    errors: [...SessionErrors, 'CONSOLE_NOT_FOUND'],
  }),
  consoleDecideDeposit: defineEndpoint({
    name: 'consoleDecideDeposit',
    method: 'POST',
    path: `${CONSOLE_PATH_PREFIX}/money/deposits/decide`,
    auth: 'operator',
    encoding: 'json',
    summary: 'Approve (credit) or reject a pending deposit order, once',
    body: DepositDecisionBody,
    response: DecisionReply,
    moneyMoving: true,
    errors: [
      ...SessionErrors,
      ...IdempotencyErrors,
      'CONSOLE_NOT_FOUND',
      'CONSOLE_PERMISSION_DENIED',
      'CONSOLE_DEPOSIT_EXPIRED',
    ],
  }),
  consoleDecideWithdrawal: defineEndpoint({
    name: 'consoleDecideWithdrawal',
    method: 'POST',
    path: `${CONSOLE_PATH_PREFIX}/money/withdrawals/decide`,
    auth: 'operator',
    encoding: 'json',
    summary:
      'Approve or reject (with a reason) a pending withdrawal, once; above the four-eyes amount two different operators approve',
    body: WithdrawalDecisionBody,
    response: DecisionReply,
    moneyMoving: true,
    errors: [
      ...SessionErrors,
      ...IdempotencyErrors,
      'CONSOLE_NOT_FOUND',
      'CONSOLE_PERMISSION_DENIED',
      'CONSOLE_REASON_REQUIRED',
      'CONSOLE_FOUR_EYES_SAME_OPERATOR',
    ],
  }),
  consoleAuditLog: defineEndpoint({
    name: 'consoleAuditLog',
    method: 'GET',
    path: `${CONSOLE_PATH_PREFIX}/audit`,
    auth: 'operator',
    encoding: 'none',
    summary: 'The audit log, newest first, filtered by operator, action, site and time; paged',
    query: AuditQuery,
    response: AuditPage,
    errors: [...SessionErrors, 'CONSOLE_NOT_FOUND'],
  }),
  consoleMemberSearch: defineEndpoint({
    name: 'consoleMemberSearch',
    method: 'GET',
    path: `${CONSOLE_PATH_PREFIX}/members/search`,
    auth: 'operator',
    encoding: 'none',
    summary: "Members of the operator's sites by account name, phone or email (at most 50)",
    query: MemberSearchQuery,
    response: Type.Array(MemberSearchResult),
    errors: [...SessionErrors, 'CONSOLE_NOT_FOUND'],
  }),
  consoleMemberDetail: defineEndpoint({
    name: 'consoleMemberDetail',
    method: 'GET',
    path: `${CONSOLE_PATH_PREFIX}/members/detail`,
    auth: 'operator',
    encoding: 'none',
    summary: 'One member: balances, recent ledger and bets, masked withdrawal accounts, sessions, safer play',
    query: MemberDetailQuery,
    response: MemberDetail,
    errors: [...SessionErrors, 'CONSOLE_NOT_FOUND'],
  }),
  ...consoleActionEndpoints,
  ...consoleSiteConfigEndpoints,
} satisfies Record<string, EndpointDefinition>;

export type ConsoleEndpoints = typeof consoleEndpoints;

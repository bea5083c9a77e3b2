import { exclusionKinds, limitKinds, limitPeriods } from '@platform/domain';
import { Type } from 'typebox';
import { PageOf, Timestamp } from './common.ts';
import { ConsoleMemberNote, ConsoleMemberTask, ConsoleMemberVip } from './consoleMemberSchemas.ts';
import { AuditActionSchema, OperatorPermissionSchema, OperatorRoleSchema } from './consoleVocabulary.ts';
import {
  AmountMinor,
  Balance,
  BetRecord,
  CurrencyCode,
  Uuid as Id,
  TransactionRecord,
  WithdrawalAccount,
} from './money.ts';

/** Shapes of the console's requests and answers (endpoints in consoleEndpoints.ts). */

export const SiteCode = Type.String({ pattern: '^[a-z0-9]{1,16}$', description: 'A site code, e.g. hgty' });
export const OperatorName = Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9_.-]+$' });

export const OperatorSiteScope = Type.Object({
  siteCode: SiteCode,
  permissions: Type.Array(OperatorPermissionSchema),
});

export const OperatorView = Type.Object({
  id: Id,
  username: OperatorName,
  role: OperatorRoleSchema,
  sites: Type.Array(OperatorSiteScope, {
    description:
      'The sites the operator works on with its permissions on each (an admin: every site, all of them)',
  }),
});

export const ConsoleSignInBody = Type.Object({
  username: OperatorName,
  password: Type.String({ minLength: 1, maxLength: 128 }),
});

export const ConsoleSignInReply = Type.Object({
  next: Type.Union([Type.Literal('verifyTwoStep'), Type.Literal('enrolTwoStep')], {
    description:
      'The session cookie is set but works only for the two-step calls until a code is verified; an operator without an authenticator enrols first',
  }),
});

const RecoveryCodeList = Type.Array(Type.String(), {
  description:
    'Single-use recovery codes, shown once: each signs in once in place of a code from the authenticator',
});

export const ConsoleTwoStepEnrolment = Type.Object({
  secret: Type.String({ description: 'Base32 secret, shown once, for an authenticator app' }),
  otpauthUri: Type.String({ description: 'The same secret as an otpauth:// URI (for a QR code)' }),
  recoveryCodes: RecoveryCodeList,
});

export const ConsoleRecoveryBody = Type.Object({
  recoveryCode: Type.String({
    pattern: '^[A-Za-z2-7 -]{16,40}$',
    description: 'One of the recovery codes (16 letters and digits; case, spaces and dashes do not matter)',
  }),
});

export const RecoveryCodesLeft = Type.Object({ left: Type.Integer({ minimum: 0 }) });
export const NewRecoveryCodes = Type.Object({ recoveryCodes: RecoveryCodeList });

export const ConsoleTwoStepBody = Type.Object({
  code: Type.String({ pattern: '^[0-9]{6}$', description: "The authenticator's current 6-digit code" }),
});

export const RevokeOperatorSessionsBody = Type.Object({ operatorId: Id });

export const SiteQuery = Type.Object({ siteCode: SiteCode });

const MemberSummary = Type.Object({
  id: Id,
  siteCode: SiteCode,
  username: Type.String(),
});

/** What an operator reads beside each request: whose money, how much is there, what moved and what was played. */
export const MemberMoneyContext = Type.Object({
  member: MemberSummary,
  balance: Balance,
  recentLedger: Type.Array(TransactionRecord, { description: 'Newest first, at most 10' }),
  recentBets: Type.Array(BetRecord, { description: 'Newest first, at most 10' }),
});

export const QueuedDeposit = Type.Object({
  id: Id,
  currency: CurrencyCode,
  amountMinor: AmountMinor,
  referenceCode: Type.String(),
  channelName: Type.String(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  expired: Type.Boolean({ description: 'Past its lifetime: it can only be rejected' }),
  context: MemberMoneyContext,
});

export const QueuedWithdrawal = Type.Object({
  id: Id,
  currency: CurrencyCode,
  amountMinor: AmountMinor,
  account: WithdrawalAccount,
  createdAt: Timestamp,
  approvalsNeeded: Type.Integer({
    minimum: 1,
    maximum: 2,
    description: '2 above the site’s four-eyes amount',
  }),
  approvedBy: Type.Array(Type.String(), { description: 'Operators who gave an approval so far' }),
  context: MemberMoneyContext,
});

export const MoneyQueues = Type.Object({
  siteCode: SiteCode,
  fourEyesWithdrawalMinor: Type.Integer({
    minimum: 0,
    description: 'Withdrawals above this amount need two different operators’ approvals',
  }),
  deposits: Type.Array(QueuedDeposit, { description: 'Pending, oldest first' }),
  withdrawals: Type.Array(QueuedWithdrawal, { description: 'Pending, oldest first' }),
});

const DecisionSchema = Type.Union([Type.Literal('approved'), Type.Literal('rejected')]);

export const DepositDecisionBody = Type.Object({ orderId: Id, decision: DecisionSchema });

export const WithdrawalDecisionBody = Type.Object({
  requestId: Id,
  decision: DecisionSchema,
  reason: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'Required to reject; the member reads it' }),
  ),
});

export const DecisionReply = Type.Object({
  id: Id,
  status: Type.Union([Type.Literal('pending'), DecisionSchema]),
  changed: Type.Boolean({ description: 'false: it had been decided before, nothing happened now' }),
  approvals: Type.Integer({ minimum: 0, description: 'Approvals given so far (withdrawals)' }),
  approvalsNeeded: Type.Integer({ minimum: 1 }),
});

export const AuditQuery = Type.Object({
  operatorId: Type.Optional(Id),
  action: Type.Optional(AuditActionSchema),
  siteCode: Type.Optional(SiteCode),
  from: Type.Optional(Timestamp),
  to: Type.Optional(Timestamp),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const AuditEntry = Type.Object({
  id: Id,
  occurredAt: Timestamp,
  operatorId: Type.Union([Id, Type.Null()], { description: 'null: the command-line tool' }),
  actor: Type.String({ description: 'operator:<name> (console or command line)' }),
  action: AuditActionSchema,
  siteCode: Type.Union([SiteCode, Type.Null()]),
  target: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown({ description: 'The target before the action (JSON), or null' }),
  after: Type.Unknown({ description: 'The target after the action (JSON), or null' }),
});

export const AuditPage = PageOf(AuditEntry);

export const MemberSearchQuery = Type.Object({
  query: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'The start of an account name, phone or email (case-insensitive)',
  }),
  siteCode: Type.Optional(SiteCode),
});

export const MemberSearchResult = Type.Object({
  id: Id,
  siteCode: SiteCode,
  username: Type.String(),
  phoneMasked: Type.Union([Type.String(), Type.Null()]),
  emailMasked: Type.Union([Type.String(), Type.Null()]),
});

export const MemberDetailQuery = Type.Object({ memberId: Id });

const ConsoleMemberSession = Type.Object({
  signedInAt: Timestamp,
  lastSeenAt: Timestamp,
  browser: Type.Union([Type.String(), Type.Null()]),
  operatingSystem: Type.Union([Type.String(), Type.Null()]),
  addressMasked: Type.String(),
});

const SaferPlayRecord = Type.Object({
  offered: Type.Boolean({ description: 'The site has safer play; records are shown even where it does not' }),
  limits: Type.Array(
    Type.Object({
      kind: Type.Enum(limitKinds),
      period: Type.Enum(limitPeriods),
      value: Type.Union([Type.Integer(), Type.Null()], {
        description: 'deposit and loss: minor units of the central currency; session: minutes; null: none',
      }),
    }),
  ),
  exclusions: Type.Array(
    Type.Object({
      kind: Type.Enum(exclusionKinds),
      startedAt: Timestamp,
      endsAt: Type.Union([Timestamp, Type.Null()]),
    }),
  ),
});

export const MemberDetail = Type.Object({
  member: MemberSearchResult,
  balance: Balance,
  recentLedger: Type.Array(TransactionRecord),
  recentBets: Type.Array(BetRecord),
  withdrawalAccounts: Type.Array(WithdrawalAccount, { description: 'Account numbers masked' }),
  sessions: Type.Array(ConsoleMemberSession),
  twoStepEnabled: Type.Boolean(),
  /** When an operator locked the member (consoleLockMember); null: not locked. */
  lockedAt: Type.Union([Timestamp, Type.Null()]),
  saferPlay: SaferPlayRecord,
  vip: ConsoleMemberVip,
  tasks: Type.Array(ConsoleMemberTask, { description: "The site's tasks, each in its current period" }),
  notes: Type.Array(ConsoleMemberNote, { description: "Operators' notes about the member, newest first" }),
});

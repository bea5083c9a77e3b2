import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { minorUnitsToDecimalString } from '@platform/domain';
import { and, desc, eq } from 'drizzle-orm';
import { platformDomainEvents } from '../composition/domainSubscribers.ts';
import type { ActingOperator } from '../console/auditLog.ts';
import {
  publishActivityAudited,
  publishArticleAudited,
  replyToFeedbackAudited,
} from '../console/contentPublishing.ts';
import { switchMaintenance } from '../console/maintenance.ts';
import {
  type MemberSessionRevoker,
  resetMemberSignInLockout,
  setMemberLocked,
  type TargetMember,
} from '../console/memberAccess.ts';
import {
  decideDepositAsOperator,
  decideWithdrawalAsOperator,
  type OperatorDecision,
} from '../console/moneyDecisions.ts';
import { operatorActor } from '../console/operatorAccounts.ts';
import { messageSiteMembers, sendMemberMessage } from '../console/operatorMessages.ts';
import { creditRewardAsOperator } from '../console/rewardCredits.ts';
import { members } from '../db/schema/members.ts';
import { devOutbox } from '../db/schema/security.ts';
import { ApiError } from '../errors/apiError.ts';
import { feedbackAwaitingReply, findUploadForOperator } from '../feedback/service.ts';
import { auditIsClean, auditLedger } from '../ledger/audit.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { lifetimeHasPassed, pendingDepositOrders } from '../money/deposits.ts';
import { pendingWithdrawals } from '../money/withdrawals.ts';
import { describeSaferPlay } from '../saferPlay/operatorView.ts';
import { PASSWORD_KEY_GRACE_MS, rotatePasswordKey } from '../security/rsaKeys.ts';
import { SessionStore } from '../security/sessions.ts';
import { memberSecurityOverview } from '../securityCentre/memberSecurityOverview.ts';
import { type OperatorCommand, operatorUsage, parseOperatorCommand, UsageError } from './operatorCommand.ts';

/** Where a command writes its lines (the CLI passes console.log; tests and the operator endpoint collect them). */
export type OperatorOutput = (line: string) => void;

function money(amountMinor: number, currency: string): string {
  return `${minorUnitsToDecimalString(amountMinor)} ${currency}`;
}

async function memberByName(
  database: MoneyExecutor,
  siteCode: string,
  username: string,
): Promise<TargetMember> {
  const [member] = await database
    .select({ id: members.id, siteCode: members.siteCode, username: members.username })
    .from(members)
    .where(and(eq(members.siteCode, siteCode), eq(members.username, username)));
  if (!member) throw new UsageError(`no member "${username}" on site ${siteCode}`);
  return member;
}

/** Parses and runs one command line (see `executeOperatorCommand`); a usage mistake is a rejection too. */
export async function runOperatorCommand(
  database: MoneyExecutor,
  args: readonly string[],
  output: OperatorOutput,
  operatorName = process.env.OPERATOR ?? process.env.USER ?? 'operator',
  sessions?: MemberSessionRevoker,
): Promise<void> {
  return executeOperatorCommand(database, parseOperatorCommand(args), output, operatorName, sessions);
}

/**
 * Runs one parsed command: the only implementation, whether the CLI opened the database itself or the running
 * API received the command on its operator endpoint. Every command is recorded on the ledger and in the audit log as
 * `operator:<operator name>`, through the same service functions as the console. `sessions` ends a locked
 * member's sessions: the running API passes its own store (its session cache forgets them at once); the tool
 * on its own uses a store of its database (on PostgreSQL the revocation trigger tells every instance).
 */
export async function executeOperatorCommand(
  database: MoneyExecutor,
  command: OperatorCommand,
  output: OperatorOutput,
  operatorName: string,
  sessions?: MemberSessionRevoker,
): Promise<void> {
  // The command line has no operator account: it acts on every site, and its name counts toward four eyes.
  const decidingOperator = {
    operatorId: null,
    actor: operatorActor({ username: operatorName }),
    requestId: `cli-${randomUUID()}`,
  };
  switch (command.name) {
    case 'help':
      output(operatorUsage);
      return;
    case 'pending': {
      const deposits = await pendingDepositOrders(database);
      const now = new Date();
      output(`Pending deposits (${deposits.length}):`);
      for (const order of deposits) {
        // An expired order cannot be approved any more, only rejected: say so before the operator tries.
        const expired = lifetimeHasPassed(order.expiresAt, now) ? '  expired' : '';
        output(
          `  ${order.id}  ${order.siteCode}  ${money(order.amountMinor, order.currency)}  ref ${order.referenceCode}  ${order.channelName}  ${order.createdAt.toISOString()}${expired}`,
        );
      }
      const withdrawals = await pendingWithdrawals(database);
      output(`Pending withdrawals (${withdrawals.length}):`);
      for (const request of withdrawals) {
        output(
          `  ${request.id}  ${request.siteCode}  ${money(request.amountMinor, request.currency)}  to ${request.accountKind} ${request.accountNumber} (${request.holderName})  ${request.createdAt.toISOString()}`,
        );
      }
      return;
    }
    case 'decide-deposit': {
      const result = await decideDepositAsOperator(
        database,
        platformDomainEvents(),
        { orderId: command.orderId, decision: command.decision },
        decidingOperator,
      );
      output(
        result.changed
          ? `Deposit ${result.id} ${result.status}.`
          : `Deposit ${result.id} was already ${result.status}; nothing changed.`,
      );
      return;
    }
    case 'decide-withdrawal': {
      const result = await decideWithdrawalAsOperator(
        database,
        platformDomainEvents(),
        { requestId: command.requestId, decision: command.decision, reason: command.reason },
        decidingOperator,
      );
      output(describeWithdrawalDecision(result));
      return;
    }
    case 'credit-reward': {
      const member = await memberByName(database, command.siteCode, command.username);
      const result = await creditRewardAsOperator(
        database,
        member,
        {
          currency: command.currency,
          amountMinor: command.amountMinor,
          reason: command.reason,
          idempotencyKey: decidingOperator.requestId,
        },
        decidingOperator,
      );
      output(
        `Credited ${money(command.amountMinor, command.currency)} to ${command.username} (transaction ${result.transactionId}).`,
      );
      return;
    }
    case 'send-message': {
      const member = await memberByName(database, command.siteCode, command.username);
      await sendMemberMessage(
        database,
        platformDomainEvents(),
        member,
        { title: command.title, content: command.content },
        decidingOperator,
      );
      output(`Message "${command.title}" sent to ${command.username}.`);
      return;
    }
    case 'message-site': {
      const { recipients } = await messageSiteMembers(
        database,
        command.siteCode,
        { title: command.title, content: command.content },
        decidingOperator,
      );
      output(`Message "${command.title}" sent to ${recipients} members of ${command.siteCode}.`);
      return;
    }
    case 'lock-member':
    case 'unlock-member': {
      const member = await memberByName(database, command.siteCode, command.username);
      const locked = command.name === 'lock-member';
      const result = await setMemberLocked(
        database,
        sessions ?? new SessionStore(database, Date.now),
        member,
        { locked, reason: command.name === 'lock-member' ? command.reason : undefined },
        decidingOperator,
        new Date(),
      );
      output(
        locked
          ? `${command.username} on ${command.siteCode} is locked; ${result.sessionsRevoked} sessions ended.`
          : `${command.username} on ${command.siteCode} is unlocked.`,
      );
      return;
    }
    case 'reset-lockout': {
      const member = await memberByName(database, command.siteCode, command.username);
      await resetMemberSignInLockout(database, member, decidingOperator);
      output(`Sign-in lockout of ${command.username} on ${command.siteCode} reset.`);
      return;
    }
    case 'publish-article':
      await publishArticleAudited(database, { ...command, now: new Date() }, decidingOperator);
      output(`Article ${command.kind}/${command.slug} published on ${command.siteCode}.`);
      return;
    case 'publish-activity':
      await publishActivityAudited(
        database,
        // From now with no end, its summary its title; a replace keeps its banner and place.
        { ...command, summary: command.title, startsAt: new Date(), endsAt: null },
        decidingOperator,
      );
      output(`Activity ${command.id} published on ${command.siteCode}.`);
      return;
    case 'feedback': {
      const waiting = await feedbackAwaitingReply(database);
      output(`Feedback awaiting a reply (${waiting.length}):`);
      for (const entry of waiting) {
        output(
          `  ${entry.id}  ${entry.siteCode}  ${entry.username}  ${entry.category}  ${entry.imageIds.length} images  ${entry.createdAt.toISOString()}  ${entry.content}`,
        );
        for (const uploadId of entry.imageIds) output(`    image ${uploadId}`);
      }
      return;
    }
    case 'reply-feedback': {
      const result = await replyToFeedbackAudited(database, command.id, command.reply, decidingOperator);
      if (!result.found) throw new UsageError(`no feedback ${command.id}`);
      output(
        result.changed
          ? `Replied to feedback ${command.id}.`
          : `Feedback ${command.id} already has a reply; nothing changed.`,
      );
      return;
    }
    case 'save-upload':
      return saveUpload(database, command.id, command.path, output);
    case 'maintenance':
      return setMaintenance(database, command, output, decidingOperator);
    case 'safer-play':
      return describeSaferPlay(
        database,
        await memberByName(database, command.siteCode, command.username),
        output,
        new Date(),
      );
    case 'outbox': {
      const rows = await database
        .select()
        .from(devOutbox)
        .orderBy(desc(devOutbox.createdAt))
        .limit(command.limit);
      output(`Development outbox (${rows.length}):`);
      for (const row of rows) {
        output(
          `  ${row.createdAt.toISOString()}  ${row.siteCode}  ${row.channel} ${row.destination}: ${row.body}`,
        );
      }
      return;
    }
    case 'security':
      return showMemberSecurity(database, command, output);
    case 'verify': {
      const audit = await auditLedger(database);
      output(JSON.stringify(audit, null, 2));
      output(auditIsClean(audit) ? 'Ledger OK.' : 'LEDGER INVARIANT BROKEN.');
      if (!auditIsClean(audit)) throw new Error('ledger invariants broken');
      return;
    }
    case 'rotate-password-key': {
      const key = await rotatePasswordKey(database, Date.now);
      output(
        `Password key ${key.keyId} is active; the previous one still decrypts for ${PASSWORD_KEY_GRACE_MS / 60_000} minutes.`,
      );
      return;
    }
    default:
      command satisfies never;
  }
}

/**
 * Members' images are served only to their uploader, so this is how an operator looks at one attached to
 * feedback. The file must not exist yet: a mistyped path cannot clobber anything.
 */
async function saveUpload(database: MoneyExecutor, id: string, path: string, output: OperatorOutput) {
  const upload = await findUploadForOperator(database, id);
  if (!upload) throw new UsageError(`no upload ${id}`);
  try {
    await writeFile(path, upload.content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new UsageError(`${path} already exists; nothing written`);
    throw error;
  }
  output(`Saved upload ${id} (${upload.contentType}, ${upload.content.length} bytes) to ${path}.`);
}

async function setMaintenance(
  database: MoneyExecutor,
  command: Extract<OperatorCommand, { name: 'maintenance' }>,
  output: OperatorOutput,
  by: ActingOperator,
): Promise<void> {
  const { siteCode, on } = command;
  const target =
    command.scope === 'venue' ? command.walletCode : command.scope === 'game' ? command.gameId : '';
  const switched = await switchMaintenance(
    database,
    platformDomainEvents(),
    { siteCode, scope: command.scope, target, on },
    by,
    new Date(),
  );
  const state = on ? 'under maintenance' : 'open';
  switch (command.scope) {
    case 'site':
      if (!switched) throw new UsageError(`site ${siteCode} has no venues`);
      output(`Site ${siteCode}: ${switched.changed} venues and every game category ${state}.`);
      return;
    case 'venue':
      if (!switched) throw new UsageError(`no venue ${target} on site ${siteCode}`);
      output(`Venue ${target} on ${siteCode} ${state}.`);
      return;
    case 'game':
      if (!switched) throw new UsageError(`no game ${target} on site ${siteCode}`);
      output(`Game ${target} on ${siteCode} ${state}.`);
      return;
  }
}

function describeWithdrawalDecision(result: OperatorDecision): string {
  if (!result.changed) return `Withdrawal ${result.id} was already ${result.status}; nothing changed.`;
  if (result.status === 'pending')
    return `Withdrawal ${result.id}: approval ${result.approvals} of ${result.approvalsNeeded} recorded (four eyes); another operator must approve it too.`;
  return `Withdrawal ${result.id} ${result.status}.`;
}

/** Member-facing refusals (an ApiError) read as their code in the terminal. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) return `refused: ${error.code}`;
  return error instanceof Error ? error.message : String(error);
}

/** A member's security as support needs it: is two-step on, where are they signed in, how did sign-ins go. */
async function showMemberSecurity(
  database: MoneyExecutor,
  command: { siteCode: string; username: string },
  output: OperatorOutput,
): Promise<void> {
  const member = await memberByName(database, command.siteCode, command.username);
  const overview = await memberSecurityOverview(database, member.id, Date.now());
  const device = (entry: { browser: string | null; operatingSystem: string | null; addressMasked: string }) =>
    `${entry.browser ?? '?'} / ${entry.operatingSystem ?? '?'} from ${entry.addressMasked || '?'}`;
  output(`Two-step verification: ${overview.twoStepEnabled ? 'on' : 'off'}`);
  output(`Signed-in devices (${overview.sessions.length}):`);
  for (const session of overview.sessions) {
    output(
      `  since ${session.signedInAt.toISOString()}, last seen ${session.lastSeenAt.toISOString()}  ${device(session)}`,
    );
  }
  output(`Sign-ins (${overview.signIns.length}, newest first):`);
  for (const attempt of overview.signIns)
    output(`  ${attempt.occurredAt}  ${attempt.outcome}  ${device(attempt)}`);
}

import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { minorUnitsToDecimalString, parseAmountToMinorUnits } from '@platform/domain';
import { and, desc, eq } from 'drizzle-orm';
import { publishActivity, publishArticle } from '../content/service.ts';
import { gameCategories, games, venues } from '../db/schema/catalogue.ts';
import { memberMessages } from '../db/schema/engagement.ts';
import { members } from '../db/schema/members.ts';
import { devOutbox } from '../db/schema/security.ts';
import { feedbackAwaitingReply, findUploadForOperator, replyToFeedback } from '../feedback/service.ts';
import { ApiError } from '../http/apiError.ts';
import { decideDepositOrder, lifetimeHasPassed, pendingDepositOrders } from '../money/deposits.ts';
import { auditIsClean, auditLedger } from '../money/ledger/audit.ts';
import type { MoneyExecutor } from '../money/ledger/executor.ts';
import { creditReward } from '../money/rewards.ts';
import { decideWithdrawal, pendingWithdrawals } from '../money/withdrawals.ts';
import { PASSWORD_KEY_GRACE_MS, rotatePasswordKey } from '../security/rsaKeys.ts';

/** Where a command writes its lines (the CLI passes console.log; tests collect them). */
export type OperatorOutput = (line: string) => void;

/** A mistake in how the command was called: the CLI prints the usage and exits with 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const operatorUsage = `Operator tool: every money change goes through the ledger.
  pending                                         pending deposits and withdrawals
  approve-deposit <order id>                      credit a deposit order
  reject-deposit <order id>
  approve-withdrawal <request id>                 pay out a held withdrawal
  reject-withdrawal <request id> [reason…]        release the held funds back to the member
  credit-reward <site> <username> <amount> <currency> <reason…>   e.g. credit-reward hgty demo 18.88 CNY Welcome
  send-message <site> <username> <title> <text…>
  publish-article <site> help|tutorial <slug> <title> <html…>   create or replace a help or tutorial article
  publish-activity <site> <id> <title> <html…>    create or replace an activity running from now
  feedback                                        feedback awaiting a reply (oldest first)
  reply-feedback <feedback id> <text…>            the answer the member reads on the feedback's page
  save-upload <upload id> <file>                  write an uploaded image to a new file (never overwrites)
  maintenance site <site> on|off                  every venue and game category of the site
  maintenance venue <site> <wallet code> on|off
  maintenance game <site> <game id> on|off
  outbox [count]                                  verification codes sent in development (newest first)
  verify                                          check every ledger invariant
  rotate-password-key                             new RSA pair for password fields; the old one decrypts ${PASSWORD_KEY_GRACE_MS / 60_000} more minutes`;

function argument(args: readonly string[], index: number, name: string): string {
  const value = args[index];
  if (value === undefined || value === '') throw new UsageError(`missing <${name}>`);
  return value;
}

function onOff(value: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`expected on or off, got "${value}"`);
}

function money(amountMinor: number, currency: string): string {
  return `${minorUnitsToDecimalString(amountMinor)} ${currency}`;
}

async function memberByName(database: MoneyExecutor, siteCode: string, username: string) {
  const [member] = await database
    .select({ id: members.id, siteCode: members.siteCode })
    .from(members)
    .where(and(eq(members.siteCode, siteCode), eq(members.username, username)));
  if (!member) throw new UsageError(`no member "${username}" on site ${siteCode}`);
  return member;
}

/** Runs one operator command. Every command is recorded on the ledger as `operator:<operator name>`. */
export async function runOperatorCommand(
  database: MoneyExecutor,
  args: readonly string[],
  output: OperatorOutput,
  operatorName = process.env.OPERATOR ?? process.env.USER ?? 'operator',
): Promise<void> {
  const meta = { actor: `operator:${operatorName}`, requestId: `cli-${randomUUID()}` };
  const [command, ...rest] = args;
  switch (command) {
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
    case 'approve-deposit':
    case 'reject-deposit': {
      const result = await decideDepositOrder(
        database,
        argument(rest, 0, 'order id'),
        command === 'approve-deposit' ? 'approved' : 'rejected',
        meta,
      );
      output(
        result.changed
          ? `Deposit ${result.id} ${result.status}.`
          : `Deposit ${result.id} was already ${result.status}; nothing changed.`,
      );
      return;
    }
    case 'approve-withdrawal':
    case 'reject-withdrawal': {
      const result = await decideWithdrawal(
        database,
        argument(rest, 0, 'request id'),
        command === 'approve-withdrawal' ? 'approved' : 'rejected',
        { ...meta, reason: rest.slice(1).join(' ') || undefined },
      );
      output(
        result.changed
          ? `Withdrawal ${result.id} ${result.status}.`
          : `Withdrawal ${result.id} was already ${result.status}; nothing changed.`,
      );
      return;
    }
    case 'credit-reward': {
      const member = await memberByName(database, argument(rest, 0, 'site'), argument(rest, 1, 'username'));
      const amountMinor = parseAmountToMinorUnits(argument(rest, 2, 'amount'));
      if (amountMinor === null || amountMinor <= 0)
        throw new UsageError('amount must be positive with at most 2 decimals, e.g. 18.88');
      const currency = argument(rest, 3, 'currency');
      const reason = argument(rest, 4, 'reason') && rest.slice(4).join(' ');
      const result = await creditReward(database, {
        memberId: member.id,
        currency,
        amountMinor,
        reason,
        idempotencyKey: `operator:${meta.requestId}`,
        ...meta,
      });
      output(`Credited ${money(amountMinor, currency)} to ${rest[1]} (transaction ${result.transactionId}).`);
      return;
    }
    case 'send-message': {
      const member = await memberByName(database, argument(rest, 0, 'site'), argument(rest, 1, 'username'));
      const title = argument(rest, 2, 'title');
      const content = argument(rest, 3, 'text') && rest.slice(3).join(' ');
      await database.insert(memberMessages).values({ memberId: member.id, title, content });
      output(`Message "${title}" sent to ${rest[1]}.`);
      return;
    }
    case 'publish-article': {
      const kind = argument(rest, 1, 'help|tutorial');
      if (kind !== 'help' && kind !== 'tutorial')
        throw new UsageError(`expected help or tutorial, got "${kind}"`);
      const slug = argument(rest, 2, 'slug');
      await publishArticle(database, {
        siteCode: argument(rest, 0, 'site'),
        kind,
        slug,
        title: argument(rest, 3, 'title'),
        html: argument(rest, 4, 'html') && rest.slice(4).join(' '),
        now: new Date(),
      });
      output(`Article ${kind}/${slug} published on ${rest[0]}.`);
      return;
    }
    case 'publish-activity': {
      const id = argument(rest, 1, 'id');
      const title = argument(rest, 2, 'title');
      await publishActivity(database, {
        siteCode: argument(rest, 0, 'site'),
        id,
        title,
        summary: title,
        html: argument(rest, 3, 'html') && rest.slice(3).join(' '),
        now: new Date(),
      });
      output(`Activity ${id} published on ${rest[0]}.`);
      return;
    }
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
      const id = argument(rest, 0, 'feedback id');
      const reply = argument(rest, 1, 'text') && rest.slice(1).join(' ');
      const result = await replyToFeedback(database, id, reply);
      if (!result.found) throw new UsageError(`no feedback ${id}`);
      output(
        result.changed
          ? `Replied to feedback ${id}.`
          : `Feedback ${id} already has a reply; nothing changed.`,
      );
      return;
    }
    case 'save-upload':
      return saveUpload(database, argument(rest, 0, 'upload id'), argument(rest, 1, 'file'), output);
    case 'maintenance':
      return setMaintenance(database, rest, output);
    case 'outbox': {
      const limit = Number(rest[0] ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('count must be 1-500');
      const rows = await database.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
      output(`Development outbox (${rows.length}):`);
      for (const row of rows) {
        output(
          `  ${row.createdAt.toISOString()}  ${row.siteCode}  ${row.channel} ${row.destination}: ${row.body}`,
        );
      }
      return;
    }
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
    case undefined:
    case 'help':
      output(operatorUsage);
      return;
    default:
      throw new UsageError(`unknown command "${command}"`);
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
  args: readonly string[],
  output: OperatorOutput,
): Promise<void> {
  const [scope, ...rest] = args;
  switch (scope) {
    case 'site': {
      const siteCode = argument(rest, 0, 'site');
      const on = onOff(argument(rest, 1, 'on|off'));
      const changedVenues = await database
        .update(venues)
        .set({ maintenance: on })
        .where(eq(venues.siteCode, siteCode))
        .returning({ walletCode: venues.walletCode });
      await database
        .update(gameCategories)
        .set({ state: on ? 2 : 1 })
        .where(eq(gameCategories.siteCode, siteCode));
      if (changedVenues.length === 0) throw new UsageError(`site ${siteCode} has no venues`);
      output(
        `Site ${siteCode}: ${changedVenues.length} venues and every game category ${on ? 'under maintenance' : 'open'}.`,
      );
      return;
    }
    case 'venue': {
      const siteCode = argument(rest, 0, 'site');
      const walletCode = argument(rest, 1, 'wallet code');
      const on = onOff(argument(rest, 2, 'on|off'));
      const changed = await database
        .update(venues)
        .set({ maintenance: on })
        .where(and(eq(venues.siteCode, siteCode), eq(venues.walletCode, walletCode)))
        .returning({ walletCode: venues.walletCode });
      if (changed.length === 0) throw new UsageError(`no venue ${walletCode} on site ${siteCode}`);
      output(`Venue ${walletCode} on ${siteCode} ${on ? 'under maintenance' : 'open'}.`);
      return;
    }
    case 'game': {
      // Game ids are unique per site only (the configs' enabledGameIds), so the site is part of the address.
      const siteCode = argument(rest, 0, 'site');
      const gameId = argument(rest, 1, 'game id');
      const on = onOff(argument(rest, 2, 'on|off'));
      const changed = await database
        .update(games)
        .set({ maintenance: on })
        .where(and(eq(games.siteCode, siteCode), eq(games.id, gameId)))
        .returning({ id: games.id });
      if (changed.length === 0) throw new UsageError(`no game ${gameId} on site ${siteCode}`);
      output(`Game ${gameId} on ${siteCode} ${on ? 'under maintenance' : 'open'}.`);
      return;
    }
    default:
      throw new UsageError('maintenance site|venue|game …');
  }
}

/** Member-facing refusals (an ApiError) read as their code in the terminal. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) return `refused: ${error.code}`;
  return error instanceof Error ? error.message : String(error);
}

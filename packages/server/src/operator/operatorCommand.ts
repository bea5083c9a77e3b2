import { parseAmountToMinorUnits } from '@platform/domain';
import { PASSWORD_KEY_GRACE_MS } from '../security/rsaKeys.ts';

/**
 * What an operator asked for, read from the command line alone. Parsing never touches a database, so `help`, an
 * unknown command or a missing argument is answered before anything is opened (the CLI) or run (the server,
 * which parses the same words again: they cross a process boundary).
 */
export type OperatorCommand =
  | { name: 'help' }
  | { name: 'pending' }
  | { name: 'decide-deposit'; orderId: string; decision: 'approved' | 'rejected' }
  | { name: 'decide-withdrawal'; requestId: string; decision: 'approved' | 'rejected'; reason?: string }
  | {
      name: 'credit-reward';
      siteCode: string;
      username: string;
      amountMinor: number;
      currency: string;
      reason: string;
    }
  | { name: 'send-message'; siteCode: string; username: string; title: string; content: string }
  | { name: 'message-site'; siteCode: string; title: string; content: string }
  | { name: 'lock-member'; siteCode: string; username: string; reason: string }
  | { name: 'unlock-member'; siteCode: string; username: string }
  | { name: 'reset-lockout'; siteCode: string; username: string }
  | {
      name: 'publish-article';
      siteCode: string;
      kind: 'help' | 'tutorial';
      slug: string;
      title: string;
      html: string;
    }
  | { name: 'publish-activity'; siteCode: string; id: string; title: string; html: string }
  | { name: 'feedback' }
  | { name: 'reply-feedback'; id: string; reply: string }
  | { name: 'save-upload'; id: string; path: string }
  | { name: 'maintenance'; scope: 'site'; siteCode: string; on: boolean }
  | { name: 'maintenance'; scope: 'venue'; siteCode: string; walletCode: string; on: boolean }
  | { name: 'maintenance'; scope: 'game'; siteCode: string; gameId: string; on: boolean }
  | { name: 'outbox'; limit: number }
  | { name: 'safer-play'; siteCode: string; username: string }
  | { name: 'security'; siteCode: string; username: string }
  | { name: 'verify' }
  | { name: 'rotate-password-key' };

/** A mistake in how the command was called: the CLI prints the usage and exits with 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const operatorUsage = `Operator tool: every money change goes through the ledger; every change is audited.
  pending                                         pending deposits and withdrawals
  approve-deposit <order id>                      credit a deposit order
  reject-deposit <order id>
  approve-withdrawal <request id>                 pay out a held withdrawal
  reject-withdrawal <request id> [reason…]        release the held funds back to the member
  credit-reward <site> <username> <amount> <currency> <reason…>   e.g. credit-reward hgty demo 18.88 CNY Welcome
  send-message <site> <username> <title> <text…>
  message-site <site> <title> <text…>            one message to every member of the site
  lock-member <site> <username> <reason…>        no sign-in until unlocked; every session ends now
  unlock-member <site> <username>
  reset-lockout <site> <username>                 forget failed sign-ins and lift the lockout they caused
  publish-article <site> help|tutorial <slug> <title> <html…>   create or replace a help or tutorial article
  publish-activity <site> <id> <title> <html…>    create or replace an activity running from now
  feedback                                        feedback awaiting a reply (oldest first)
  reply-feedback <feedback id> <text…>            the answer the member reads on the feedback's page
  save-upload <upload id> <file>                  write an uploaded image to a new file (never overwrites)
  maintenance site <site> on|off                  every venue and game category of the site
  maintenance venue <site> <wallet code> on|off
  maintenance game <site> <game id> on|off
  outbox [count]                                  verification codes sent in development (newest first)
  safer-play <site> <username>                    a member's limits, changes waiting, time-outs and self-exclusions
  security <site> <username>                      two-step on or off, signed-in devices and recent sign-ins
  verify                                          check every ledger invariant
  rotate-password-key                             new RSA pair for password fields; the old one decrypts ${PASSWORD_KEY_GRACE_MS / 60_000} more minutes

While the API runs on its PGlite folder, the tool sends each command to it (loopback, a per-start token in
<data folder>.operator.json); otherwise it opens the folder itself (DATABASE_URL: PostgreSQL, directly).`;

function argument(args: readonly string[], index: number, name: string): string {
  const value = args[index];
  if (value === undefined || value === '') throw new UsageError(`missing <${name}>`);
  return value;
}

/** The words from `index` on, joined: free text such as a reason or a message. */
function text(args: readonly string[], index: number, name: string): string {
  argument(args, index, name);
  return args.slice(index).join(' ');
}

function onOff(value: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`expected on or off, got "${value}"`);
}

function parseMaintenance(args: readonly string[]): OperatorCommand {
  const [scope, ...rest] = args;
  switch (scope) {
    case 'site':
      return {
        name: 'maintenance',
        scope,
        siteCode: argument(rest, 0, 'site'),
        on: onOff(argument(rest, 1, 'on|off')),
      };
    case 'venue':
      return {
        name: 'maintenance',
        scope,
        siteCode: argument(rest, 0, 'site'),
        walletCode: argument(rest, 1, 'wallet code'),
        on: onOff(argument(rest, 2, 'on|off')),
      };
    case 'game':
      // Game ids are unique per site only (the configs' enabledGameIds), so the site is part of the address.
      return {
        name: 'maintenance',
        scope,
        siteCode: argument(rest, 0, 'site'),
        gameId: argument(rest, 1, 'game id'),
        on: onOff(argument(rest, 2, 'on|off')),
      };
    default:
      throw new UsageError('maintenance site|venue|game …');
  }
}

/** Reads one command line; throws UsageError for anything the usage does not describe. */
export function parseOperatorCommand(args: readonly string[]): OperatorCommand {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
    case 'help':
      return { name: 'help' };
    case 'pending':
    case 'feedback':
    case 'verify':
    case 'rotate-password-key':
      return { name: command };
    case 'approve-deposit':
    case 'reject-deposit':
      return {
        name: 'decide-deposit',
        orderId: argument(rest, 0, 'order id'),
        decision: command === 'approve-deposit' ? 'approved' : 'rejected',
      };
    case 'approve-withdrawal':
    case 'reject-withdrawal':
      return {
        name: 'decide-withdrawal',
        requestId: argument(rest, 0, 'request id'),
        decision: command === 'approve-withdrawal' ? 'approved' : 'rejected',
        reason: rest.slice(1).join(' ') || undefined,
      };
    case 'credit-reward': {
      const siteCode = argument(rest, 0, 'site');
      const username = argument(rest, 1, 'username');
      const amountMinor = parseAmountToMinorUnits(argument(rest, 2, 'amount'));
      if (amountMinor === null || amountMinor <= 0)
        throw new UsageError('amount must be positive with at most 2 decimals, e.g. 18.88');
      return {
        name: command,
        siteCode,
        username,
        amountMinor,
        currency: argument(rest, 3, 'currency'),
        reason: text(rest, 4, 'reason'),
      };
    }
    case 'send-message':
      return {
        name: command,
        siteCode: argument(rest, 0, 'site'),
        username: argument(rest, 1, 'username'),
        title: argument(rest, 2, 'title'),
        content: text(rest, 3, 'text'),
      };
    case 'message-site':
      return {
        name: command,
        siteCode: argument(rest, 0, 'site'),
        title: argument(rest, 1, 'title'),
        content: text(rest, 2, 'text'),
      };
    case 'lock-member':
      return {
        name: command,
        siteCode: argument(rest, 0, 'site'),
        username: argument(rest, 1, 'username'),
        reason: text(rest, 2, 'reason'),
      };
    case 'unlock-member':
    case 'reset-lockout':
      return { name: command, siteCode: argument(rest, 0, 'site'), username: argument(rest, 1, 'username') };
    case 'publish-article': {
      const siteCode = argument(rest, 0, 'site');
      const kind = argument(rest, 1, 'help|tutorial');
      if (kind !== 'help' && kind !== 'tutorial')
        throw new UsageError(`expected help or tutorial, got "${kind}"`);
      return {
        name: command,
        siteCode,
        kind,
        slug: argument(rest, 2, 'slug'),
        title: argument(rest, 3, 'title'),
        html: text(rest, 4, 'html'),
      };
    }
    case 'publish-activity':
      return {
        name: command,
        siteCode: argument(rest, 0, 'site'),
        id: argument(rest, 1, 'id'),
        title: argument(rest, 2, 'title'),
        html: text(rest, 3, 'html'),
      };
    case 'reply-feedback':
      return { name: command, id: argument(rest, 0, 'feedback id'), reply: text(rest, 1, 'text') };
    case 'save-upload':
      return { name: command, id: argument(rest, 0, 'upload id'), path: argument(rest, 1, 'file') };
    case 'maintenance':
      return parseMaintenance(rest);
    case 'safer-play':
      return { name: command, siteCode: argument(rest, 0, 'site'), username: argument(rest, 1, 'username') };
    case 'outbox': {
      const limit = Number(rest[0] ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('count must be 1-500');
      return { name: command, limit };
    }
    case 'security':
      return { name: command, siteCode: argument(rest, 0, 'site'), username: argument(rest, 1, 'username') };
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

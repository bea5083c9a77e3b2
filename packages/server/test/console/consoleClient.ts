import { randomBytes } from 'node:crypto';
import {
  CONSOLE_SESSION_COOKIE,
  consoleEndpoints,
  type OperatorPermission,
  type OperatorRole,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { ensureOperator } from '../../src/console/operatorAccounts.ts';
import { demoAuthenticatorSecret } from '../../src/console/operatorTwoStep.ts';
import type { Database } from '../../src/db/database.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { addWithdrawalAccount } from '../../src/money/withdrawalAccounts.ts';
import { requestWithdrawal } from '../../src/money/withdrawals.ts';
import { totpOf } from '../../src/securityCentre/totpCodes.ts';
import { ageWithdrawalAccount } from '../support/moneyFixtures.ts';
import type { TestApp } from '../support/testApp.ts';

/** Every console endpoint's path by its name. */
export const consolePaths = Object.fromEntries(
  Object.entries(consoleEndpoints).map(([name, endpoint]) => [name, endpoint.path]),
) as Record<keyof typeof consoleEndpoints, string>;

/** One console call's answer, however it travelled (inject or a real socket). */
export interface ConsoleReply {
  status: number;
  body: { status: boolean; data: unknown };
  headers: Record<string, string | string[] | number | undefined>;
}

export type ConsoleTransport = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<ConsoleReply>;

export function injectTransport(app: FastifyInstance): ConsoleTransport {
  return async (request) => {
    const reply = await app.inject(request);
    return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
  };
}

export function fetchTransport(baseUrl: string): ConsoleTransport {
  return async (request) => {
    const reply = await fetch(baseUrl + request.url, {
      method: request.method,
      headers: request.headers,
      body: request.payload,
    });
    return {
      status: reply.status,
      body: (await reply.json()) as ConsoleReply['body'],
      headers: Object.fromEntries(reply.headers),
    };
  };
}

/** The authenticator's code for `secret` at `nowMs` (give a later time for the next 30-second step). */
export function authenticatorCode(secret: string, nowMs = Date.now()): string {
  return totpOf(secret, '', '').generate({ timestamp: nowMs });
}

export function newIdempotencyKey(): string {
  return `console-${randomBytes(12).toString('hex')}`;
}

/** An operator at the console: holds the session cookie the sign-in set, as a browser would. */
export class ConsoleBrowser {
  cookie = '';

  constructor(private readonly transport: ConsoleTransport) {}

  private remember(reply: ConsoleReply): ConsoleReply {
    const setCookie = reply.headers['set-cookie'];
    const line = Array.isArray(setCookie) ? setCookie[0] : String(setCookie ?? '');
    const match = line?.match(new RegExp(`${CONSOLE_SESSION_COOKIE}=([^;]*)`));
    if (match) this.cookie = match[1] ?? '';
    return reply;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.cookie ? { cookie: `${CONSOLE_SESSION_COOKIE}=${this.cookie}` } : {}), ...extra };
  }

  async get(path: string, query: Record<string, string> = {}): Promise<ConsoleReply> {
    const search = new URLSearchParams(query).toString();
    return this.transport({
      method: 'GET',
      url: search ? `${path}?${search}` : path,
      headers: this.headers(),
    });
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<ConsoleReply> {
    const reply = await this.transport({
      method: 'POST',
      url: path,
      headers: this.headers({ 'content-type': 'application/json', ...headers }),
      payload: JSON.stringify(body),
    });
    return this.remember(reply);
  }
}

/** Creates an operator with an authenticator already on, as the demo seed does; answers its id and secret. */
export async function createOperator(
  database: Database,
  operator: {
    username: string;
    password: string;
    role: OperatorRole;
    grants?: { siteCode: string; permissions: OperatorPermission[] }[];
  },
): Promise<{ id: string; secret: string }> {
  const id = await ensureOperator(database, operator);
  return { id, secret: await demoAuthenticatorSecret(database, id) };
}

/** A pending withdrawal of `amountMinor` from a funded member (the hold is already on the ledger). */
export async function pendingWithdrawalOf(database: Database, member: MemberRef, amountMinor: number) {
  const events = platformDomainEvents();
  const account = await addWithdrawalAccount(database, events, member, {
    kind: 'alipay',
    holderName: 'Console Test',
    accountNumber: `${randomBytes(4).toString('hex')}@example.com`,
  });
  // a member's standing account, past the site's delay for new payout accounts (not what these tests are about)
  await ageWithdrawalAccount(database, account.id);
  return database.transaction((transaction) =>
    requestWithdrawal(
      transaction,
      events,
      member,
      { withdrawalAccountId: account.id, amountMinor },
      { actor: 'member:test', requestId: 'console-test', ledgerKey: `console-test:${account.id}` },
    ),
  );
}

/**
 * A console signed in as `username` through both steps, in `testApp` (in-process). The app clock moves a 30-second
 * step on first: each sign-in of one operator needs a fresh step (a spent step's code is refused as a replay).
 */
export async function signedInConsole(
  testApp: TestApp,
  operator: { username: string; password: string; secret: string },
): Promise<ConsoleBrowser> {
  testApp.advanceClock(30_000);
  const browser = new ConsoleBrowser(injectTransport(testApp.app));
  const first = await browser.post(consolePaths.consoleSignIn, {
    username: operator.username,
    password: operator.password,
  });
  expect(first.body).toEqual({ status: true, data: { next: 'verifyTwoStep' } });
  const second = await browser.post(consolePaths.consoleTwoStepVerify, {
    code: authenticatorCode(operator.secret, testApp.app.platform.clock()),
  });
  expect(second.status).toBe(200);
  return browser;
}

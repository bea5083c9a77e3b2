import { randomBytes } from 'node:crypto';
import type { BodyObject } from '@platform/contract';
import { count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { buildApp } from '../../src/app.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../src/db/schema/ledger.ts';
import { members } from '../../src/db/schema/members.ts';
import type { MoneyExecutor } from '../../src/ledger/executor.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { type CallOptions, get, postForm, publicKeyOf, sealPassword } from './testApp.ts';

export function newIdempotencyKey(): string {
  return `test-${randomBytes(12).toString('hex')}`;
}

/** A money-moving POST with a fresh (or the given) Idempotency-Key. */
export function postMoney(
  app: FastifyInstance,
  url: string,
  body: BodyObject,
  token: string,
  key: string | null = newIdempotencyKey(),
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return postForm(app, url, body, {
    ...options,
    token,
    headers: { ...(key === null ? {} : { 'idempotency-key': key }), ...options.headers },
  });
}

export async function sealed(app: FastifyInstance, password: string): Promise<string> {
  return sealPassword(await publicKeyOf(app), password);
}

/**
 * Everything a refused request must leave untouched: ledger row counts and every non-zero balance (opening an
 * empty account before a posting is not a change of money).
 */
export async function ledgerSnapshot(database: MoneyExecutor) {
  const [transactions] = await database.select({ value: count() }).from(ledgerTransactions);
  const [entries] = await database.select({ value: count() }).from(ledgerEntries);
  const balances = await database
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(ne(ledgerAccounts.balanceMinor, 0))
    .orderBy(ledgerAccounts.id);
  return { transactions: transactions?.value, entries: entries?.value, balances };
}

export async function balanceOf(app: FastifyInstance, token: string) {
  const response = await get(app, '/api/findmed/v1/member/balance', { token });
  return (
    response.json() as {
      data: { balanceMinor: number; withdrawalPendingMinor: number; virtualBalanceMinor: number };
    }
  ).data;
}

/** A session token for a member made by the money fixtures (which know its id, not its username). */
export async function sessionTokenFor(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: MoneyExecutor,
  member: MemberRef,
): Promise<string> {
  const [row] = await database
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, member.id));
  const { token } = await app.platform.sessions.issue({ ...member, username: row?.username ?? '' });
  return token;
}

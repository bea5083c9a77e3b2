import { randomBytes } from 'node:crypto';
import { endpoints, SESSION_INVALID_DATA } from '@platform/contract';
import {
  type HttpReply,
  httpGet,
  httpPostForm,
  httpSealedPassword,
  httpSignIn,
} from '../../packages/server/test/support/httpCalls.ts';
import { TEST_DEMO_PASSWORD } from '../../packages/server/test/support/testConstants.ts';
import { SERVED_BY_HEADER } from './haproxy.ts';

/** Which instance HAProxy sent a request to (its test configuration names it on every answer). */
export function servedBy(reply: HttpReply): string {
  const name = reply.headers[SERVED_BY_HEADER];
  if (typeof name !== 'string')
    throw new Error(`no ${SERVED_BY_HEADER} header: ${reply.status} ${reply.body}`);
  return name;
}

/** The demo member of hgty signed in through the proxy (the instances seed it with the test password). */
export function signInDemo(proxyUrl: string): Promise<string> {
  return httpSignIn(proxyUrl, { site: 'hgty', username: 'demo', password: TEST_DEMO_PASSWORD });
}

export function sealedThroughProxy(proxyUrl: string, password: string): Promise<string> {
  return httpSealedPassword(proxyUrl, password);
}

export type Balance = { balanceMinor: number; withdrawalPendingMinor: number };

export function balanceReply(proxyUrl: string, token: string): Promise<HttpReply> {
  return httpGet(proxyUrl, endpoints.balance.path, { token });
}

export async function balanceOf(proxyUrl: string, token: string): Promise<Balance> {
  const reply = await balanceReply(proxyUrl, token);
  if (reply.status !== 200) throw new Error(`balance refused: ${reply.status} ${reply.body}`);
  return reply.json<{ data: Balance }>().data;
}

/** The answer every instance gives a token whose session has ended. */
export const sessionInvalid = { status: 401, body: { status: false, data: SESSION_INVALID_DATA } };
export const answerOf = (reply: HttpReply) => ({ status: reply.status, body: reply.json() });

/**
 * Moves `amountMinor` from the central wallet to the sports wallet, as a client does: one Idempotency-Key, and
 * the same request again when the answer was lost (the connection broke, or the proxy answered 502/503 because
 * the instance died with the request), which the key makes safe. Resolves with the instance that answered.
 */
export async function transferToVenue(
  proxyUrl: string,
  token: string,
  amountMinor: number,
): Promise<HttpReply> {
  const key = `deploy-${randomBytes(10).toString('hex')}`;
  for (;;) {
    const reply = await httpPostForm(
      proxyUrl,
      endpoints.transfer.path,
      { walletCode: 'sports', direction: 'to_venue', amountMinor },
      { token, headers: { 'idempotency-key': key } },
    ).catch(() => undefined);
    if (reply?.status === 200) return reply;
    if (reply && reply.status !== 502 && reply.status !== 503) {
      throw new Error(`transfer refused: ${reply.status} ${reply.body}`);
    }
  }
}

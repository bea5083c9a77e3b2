import { randomBytes } from 'node:crypto';
import { endpoints } from '@platform/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../packages/server/src/composition/openDatabase.ts';
import { auditIsClean, auditLedger } from '../../packages/server/src/ledger/audit.ts';
import { httpPostForm } from '../../packages/server/test/support/httpCalls.ts';
import { postgresAvailable } from '../postgres.ts';
import { type Deployment, type InstanceName, startDeployment } from './deployment.ts';
import { followEventStream, type StreamEvent } from './eventStreamFollower.ts';
import {
  answerOf,
  balanceOf,
  balanceReply,
  sealedThroughProxy,
  servedBy,
  sessionInvalid,
  signInDemo,
  transferToVenue,
} from './proxiedCalls.ts';

const runOnPostgres = await postgresAvailable();

const WITHDRAW_PASSWORD = '135790';

/** The amounts of the venue transfers a stream delivered, in the order it delivered them. */
const transferAmounts = (events: readonly StreamEvent[]) =>
  events
    .filter((event) => event.event === 'venueTransfer.completed')
    .map((event) => (event.data as { amountMinor: number }).amountMinor);

/**
 * The deployment the server README describes ("Running N instances"), for real: two API processes on one
 * PostgreSQL database behind Debian's HAProxy, every request of these tests sent to HAProxy. What one instance
 * does, the other must know; when one dies, the proxy and the other carry on.
 */
describe.skipIf(!runOnPostgres)('two API instances behind HAProxy', () => {
  let deployment: Deployment;
  let admin: pg.Client;

  beforeAll(async () => {
    deployment = await startDeployment();
    admin = new pg.Client({ connectionString: deployment.database.url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await deployment?.stop();
  });

  async function withdrawalHoldsOfDemo(): Promise<number> {
    const { rows } = await admin.query<{ count: number }>(
      `select count(*)::int as count from ledger_transactions t join members m on m.id = t.member_id
        where m.site_code = 'hgty' and m.username = 'demo' and t.kind = 'withdrawal_hold'`,
    );
    return rows[0]?.count ?? 0;
  }

  it('50 parallel copies of one withdrawal, split across both instances, hold the money once and all get its answer', async () => {
    const url = deployment.url;
    const token = await signInDemo(url);
    const passwordSet = await httpPostForm(
      url,
      endpoints.withdrawPasswordSet.path,
      { password: await sealedThroughProxy(url, WITHDRAW_PASSWORD) },
      { token },
    );
    expect(passwordSet.status, passwordSet.body).toBe(200);
    const accountAdded = await httpPostForm(
      url,
      endpoints.withdrawalAccountAdd.path,
      {
        kind: 'alipay',
        holderName: 'Deploy Tester',
        accountNumber: 'deploy-tester@example.com',
        withdrawPassword: await sealedThroughProxy(url, WITHDRAW_PASSWORD),
      },
      { token },
    );
    expect(accountAdded.status, accountAdded.body).toBe(200);
    const accountId = accountAdded.json<{ data: { id: string } }>().data.id;
    // a standing account, past hgty's delay for new payout accounts (this test is about the race, not the delay)
    await admin.query(`update withdrawal_accounts set created_at = now() - interval '8 days' where id = $1`, [
      accountId,
    ]);
    const before = await balanceOf(url, token);
    const holdsBefore = await withdrawalHoldsOfDemo();
    const amountMinor = 12_345;
    expect(before.balanceMinor).toBeGreaterThanOrEqual(amountMinor);

    // what a client retrying one withdrawal sends: the same key and the same body (one ciphertext)
    const body = {
      withdrawalAccountId: accountId,
      amountMinor,
      withdrawPassword: await sealedThroughProxy(url, WITHDRAW_PASSWORD),
    };
    const key = `deploy-${randomBytes(10).toString('hex')}`;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        httpPostForm(url, endpoints.withdraw.path, body, { token, headers: { 'idempotency-key': key } }),
      ),
    );

    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    expect(new Set(replies.map(servedBy))).toEqual(new Set(['a', 'b']));
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await withdrawalHoldsOfDemo()).toBe(holdsBefore + 1);
    expect(await balanceOf(url, token)).toMatchObject({
      balanceMinor: before.balanceMinor - amountMinor,
      withdrawalPendingMinor: before.withdrawalPendingMinor + amountMinor,
    });
    const connection = await openDatabase({ databaseUrl: deployment.database.url, poolSize: 1 });
    try {
      const audit = await auditLedger(connection.db);
      expect(auditIsClean(audit), JSON.stringify(audit)).toBe(true);
    } finally {
      await connection.close();
    }
  });

  it('a session signed out through one instance is refused at once by both', async () => {
    const url = deployment.url;
    for (let round = 0; round < 3; round += 1) {
      const token = await signInDemo(url);
      // both instances have answered for the session (each has it in its cache)
      const warm = await Promise.all(Array.from({ length: 4 }, () => balanceReply(url, token)));
      expect(warm.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(warm.map(servedBy))).toEqual(new Set(['a', 'b']));

      const signOut = await httpPostForm(url, endpoints.signOut.path, {}, { token });
      expect(signOut.status).toBe(200);
      const after = await Promise.all(Array.from({ length: 4 }, () => balanceReply(url, token)));
      expect(after.map(answerOf)).toEqual(Array(4).fill(sessionInvalid));
      expect(new Set(after.map(servedBy))).toEqual(new Set(['a', 'b']));
    }
  });

  it("a member's stream through the proxy receives the events of changes made through the other instance", async () => {
    const url = deployment.url;
    const token = await signInDemo(url);
    const follower = followEventStream(url, token);
    try {
      const { servedBy: streamOn } = await follower.connected();
      // round robin: of two transfers in a row, one is made by the instance that does not hold the stream
      const made = [await transferToVenue(url, token, 31), await transferToVenue(url, token, 32)];
      const madeOn = made.map(servedBy);
      expect(new Set(madeOn)).toEqual(new Set(['a', 'b']));
      const received = await follower.waitFor((events) => transferAmounts(events).includes(32));
      expect(transferAmounts(received)).toEqual([31, 32]);
      expect(received.find((event) => event.event === 'venueTransfer.completed')?.data).toEqual({
        venueCode: expect.any(String),
        direction: 'in',
        amountMinor: 31,
      });
      expect(follower.connections).toEqual([{ servedBy: streamOn, ended: 'open' }]);
    } finally {
      follower.stop();
    }
  });

  it('kill -9 of the instance holding a stream: the client reconnects through the proxy and resumes with nothing lost or repeated', async () => {
    const url = deployment.url;
    const token = await signInDemo(url);
    const follower = followEventStream(url, token);
    let killed: InstanceName | undefined;
    try {
      const holder = (await follower.connected()).servedBy as InstanceName;
      const written: number[] = [];
      let writtenAtKill = Number.POSITIVE_INFINITY;
      const killing = follower
        .waitFor((events) => transferAmounts(events).length >= 5)
        .then(async () => {
          writtenAtKill = written.length;
          killed = holder;
          await deployment.kill(holder);
        });
      // transfers keep being made (through both instances, then the survivor) until the stream is back and ten
      // more were made after the kill
      const reconnectedWithTenAfter = () =>
        follower.connections.length >= 2 && written.length >= writtenAtKill + 10;
      for (let amount = 1; !reconnectedWithTenAfter(); amount += 1) {
        if (amount > 2_000) throw new Error('the stream never reconnected');
        await transferToVenue(url, token, amount);
        written.push(amount);
      }
      await killing;
      // a stream delivers in commit order: once the last transfer's event is in, every earlier one is too
      const last = written.at(-1);
      const received = await follower.waitFor((events) => transferAmounts(events).includes(last as number));
      expect(transferAmounts(received)).toEqual(written);
      const ids = received.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(follower.connections[0]).toEqual({ servedBy: holder, ended: 'cut' });
      expect(follower.connections.at(-1)?.servedBy).not.toBe(holder);
    } finally {
      follower.stop();
      if (killed) await deployment.restart(killed);
    }
  });

  it('after kill -9 of one instance every request through the proxy is answered by the other, and a restarted one rejoins', async () => {
    const url = deployment.url;
    const token = await signInDemo(url);
    await deployment.kill('b');
    // at once, before the health checks have noticed: a refused connection is sent to the other instance
    const during = [];
    for (let index = 0; index < 20; index += 1) during.push(await balanceReply(url, token));
    expect(during.map((reply) => [reply.status, servedBy(reply)])).toEqual(Array(20).fill([200, 'a']));
    const transfer = await httpPostForm(
      url,
      endpoints.transfer.path,
      { walletCode: 'sports', direction: 'to_venue', amountMinor: 5 },
      { token, headers: { 'idempotency-key': `deploy-${randomBytes(10).toString('hex')}` } },
    );
    expect([transfer.status, servedBy(transfer)]).toEqual([200, 'a']);
    await deployment.waitForStates({ b: 'DOWN' });

    await deployment.restart('b');
    // HAProxy's weighted round robin may give a server that has just come back several turns in a row (CI saw
    // four parallel requests all go to b), so the test asks one at a time until both have answered
    const rejoined = [];
    while (rejoined.length < 12 && new Set(rejoined.map(servedBy)).size < 2) {
      rejoined.push(await balanceReply(url, token));
    }
    expect(rejoined.map((reply) => reply.status)).toEqual(Array(rejoined.length).fill(200));
    expect(new Set(rejoined.map(servedBy))).toEqual(new Set(['a', 'b']));
  });
});

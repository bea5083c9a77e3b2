import { randomBytes } from 'node:crypto';
import { endpoints, SESSION_INVALID_DATA } from '@platform/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../test/postgres.ts';
import { NOTIFICATION_CONNECTION_NAME } from '../src/db/sharedNotificationListener.ts';
import { sha256Hex } from '../src/security/tokens.ts';
import {
  type HttpReply,
  httpGet,
  httpPostForm,
  httpSealedPassword,
  httpSignIn,
} from './support/httpCalls.ts';
import {
  createScratchDatabase,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from './support/serverProcesses.ts';
import { TEST_DEMO_PASSWORD } from './support/testConstants.ts';

const runOnPostgres = await postgresAvailable();

const ROUNDS = 10;
const RECOVERY_ROUNDS = 5;
/** How long a refused-too-late token is watched, to report how long the other instance kept accepting it. */
const STALE_WATCH_LIMIT_MS = 10_000;

/**
 * Two real API processes (main.ts) on one PostgreSQL database, each with its own in-process session cache: a
 * session revoked through one must be refused by the other from the moment the revoking request has answered.
 */
describe.skipIf(!runOnPostgres)('a revoked session, on every instance at once', () => {
  let database: ScratchDatabase;
  let admin: pg.Client;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase('revocation');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const env = { DEMO_PASSWORD: TEST_DEMO_PASSWORD };
    first = await startServerProcess({ databaseUrl: database.url, seed: true, env });
    second = await startServerProcess({ databaseUrl: database.url, seed: false, env });
  }, 300_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await admin?.end();
    await database?.drop();
  }, 60_000);

  const balanceOn = (server: ServerProcess, token: string, site: string) =>
    httpGet(server.url, endpoints.balance.path, { token, site });

  const channelBySite = new Map<string, string>();
  /** A deposit channel of the site, read with a live session (so a refusal later is about the session only). */
  async function learnDepositChannel(site: string, token: string): Promise<void> {
    if (channelBySite.has(site)) return;
    const reply = await httpGet(first.url, endpoints.depositChannels.path, { token, site });
    const [channel] = reply.json<{ data: { id: string }[] }>().data;
    if (!channel) throw new Error(`site ${site} has no deposit channel: ${reply.body}`);
    channelBySite.set(site, channel.id);
  }

  function depositOn(server: ServerProcess, token: string, site: string): Promise<HttpReply> {
    return httpPostForm(
      server.url,
      endpoints.depositOrderCreate.path,
      { channelId: channelBySite.get(site) ?? '', amountMinor: 50_000 },
      { token, site, headers: { 'idempotency-key': `revoke-${randomBytes(10).toString('hex')}` } },
    );
  }

  async function depositOrdersOf(site: string, username: string): Promise<number> {
    const { rows } = await admin.query<{ count: number }>(
      `select count(*)::int as count from deposit_orders o join members m on m.id = o.member_id
        where m.site_code = $1 and m.username = $2`,
      [site, username],
    );
    return rows[0]?.count ?? 0;
  }

  /** 0 when `server` refuses the token at once, else how long it kept accepting it (a measurement, not a wait). */
  async function acceptedForMs(server: ServerProcess, token: string, site: string): Promise<number> {
    const started = Date.now();
    while ((await balanceOn(server, token, site)).status === 200) {
      if (Date.now() - started > STALE_WATCH_LIMIT_MS) break;
    }
    return Date.now() - started;
  }

  const sessionInvalid = { status: 401, body: { status: false, data: SESSION_INVALID_DATA } };
  const answerOf = (reply: HttpReply) => ({ status: reply.status, body: reply.json() });
  function expectSessionInvalid(reply: HttpReply) {
    expect(answerOf(reply)).toEqual(sessionInvalid);
  }

  /**
   * What the second instance does with a token the first has just revoked: the read, a deposit order, and how long
   * it went on accepting the token (0: refused at once).
   */
  async function afterRevocation(token: string, site: string) {
    const [balance, deposit] = [await balanceOn(second, token, site), await depositOn(second, token, site)];
    return {
      balance: balance.status,
      deposit: answerOf(deposit),
      acceptedForMs: balance.status === 200 ? await acceptedForMs(second, token, site) : 0,
    };
  }
  const refusedAtOnce = { balance: 401, deposit: sessionInvalid, acceptedForMs: 0 };

  it(`a token signed out on one instance is refused by the other at once (${ROUNDS} rounds)`, async () => {
    const site = 'hgty';
    const ordersBefore = await depositOrdersOf(site, 'demo');
    const outcomes = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const token = await httpSignIn(first.url, { site, username: 'demo', password: TEST_DEMO_PASSWORD });
      await learnDepositChannel(site, token);
      // the second instance has the session in its cache
      expect((await balanceOn(second, token, site)).status).toBe(200);
      expect((await balanceOn(second, token, site)).status).toBe(200);
      const signOut = await httpPostForm(first.url, endpoints.signOut.path, {}, { token, site });
      expect(signOut.status).toBe(200);
      outcomes.push(await afterRevocation(token, site));
    }
    expect(outcomes).toEqual(Array(ROUNDS).fill(refusedAtOnce));
    expect(await depositOrdersOf(site, 'demo')).toBe(ordersBefore);
  }, 300_000);

  it(`a token ended by a password change on one instance is refused by the other at once (${ROUNDS} rounds)`, async () => {
    const site = 'hgtyc';
    let password = TEST_DEMO_PASSWORD;
    const ordersBefore = await depositOrdersOf(site, 'demo');
    const outcomes = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const otherDevice = await httpSignIn(first.url, { site, username: 'demo', password });
      const thisDevice = await httpSignIn(first.url, { site, username: 'demo', password });
      await learnDepositChannel(site, thisDevice);
      expect((await balanceOn(second, otherDevice, site)).status).toBe(200);
      const newPassword = `Pass${round}x${randomBytes(3).toString('hex')}`;
      const change = await httpPostForm(
        first.url,
        endpoints.updatePassword.path,
        {
          oldPassword: await httpSealedPassword(first.url, password),
          newPassword: await httpSealedPassword(first.url, newPassword),
        },
        { token: thisDevice, site },
      );
      expect(change.status, change.body).toBe(200);
      password = newPassword;
      outcomes.push(await afterRevocation(otherDevice, site));
    }
    expect(outcomes).toEqual(Array(ROUNDS).fill(refusedAtOnce));
    expect(await depositOrdersOf(site, 'demo')).toBe(ordersBefore);
  }, 300_000);

  it(`a token ended by password recovery on one instance is refused by the other at once (${RECOVERY_ROUNDS} rounds)`, async () => {
    const site = 'by';
    let password = TEST_DEMO_PASSWORD;
    const outcomes = [];
    for (let round = 0; round < RECOVERY_ROUNDS; round += 1) {
      // a phone of its own each round: one code per phone a minute
      const phone = `139${randomBytes(4).readUInt32BE(0) % 100_000_000}`.padEnd(11, '0');
      await admin.query(
        `update members set phone_area_code = '86', phone = $1 where site_code = $2 and username = 'demo'`,
        [phone, site],
      );
      const token = await httpSignIn(first.url, { site, username: 'demo', password });
      await learnDepositChannel(site, token);
      expect((await balanceOn(second, token, site)).status).toBe(200);
      const send = await httpPostForm(
        first.url,
        endpoints.sendSmsCode.path,
        { purpose: 'forget_password', areaCode: '86', phone, username: 'demo' },
        { site },
      );
      expect(send.status, send.body).toBe(200);
      const { rows } = await admin.query<{ body: string }>(
        'select body from dev_outbox where destination = $1 order by created_at desc limit 1',
        [`+86 ${phone}`],
      );
      const newPassword = `Found${round}x${randomBytes(3).toString('hex')}`;
      const reset = await httpPostForm(
        first.url,
        endpoints.forgetPassword.path,
        {
          username: 'demo',
          channel: 'phone',
          code: /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1] ?? '',
          newPassword: await httpSealedPassword(first.url, newPassword),
        },
        { site },
      );
      expect(reset.json()).toEqual({ status: true, data: true });
      password = newPassword;
      outcomes.push(await afterRevocation(token, site));
    }
    expect(outcomes).toEqual(Array(RECOVERY_ROUNDS).fill(refusedAtOnce));
  }, 300_000);

  it('serves signed-in reads from its cache while it listens (no session query per read)', async () => {
    const site = 'betwin';
    const token = await httpSignIn(first.url, { site, username: 'demo', password: TEST_DEMO_PASSWORD });
    expect((await balanceOn(second, token, site)).status).toBe(200);
    // revoked behind the instances' backs: triggers off for this transaction, so no notification is sent
    await admin.query('begin');
    await admin.query('set local session_replication_role = replica');
    await admin.query('update sessions set revoked_at = now() where token_hash = $1', [sha256Hex(token)]);
    await admin.query('commit');
    expect((await balanceOn(second, token, site)).status).toBe(200);
    // a request that changes state still reads the database
    expectSessionInvalid(await httpPostForm(second.url, endpoints.renewSession.path, {}, { token, site }));
  }, 300_000);

  it('each instance listens on one connection, shared by the revocation feed and the member event streams', async () => {
    const namedConnectionsOf = async (server: ServerProcess) =>
      (
        await admin.query<{ name: string }>(
          'select application_name as name from pg_stat_activity where datname = current_database() and application_name like $1',
          [`% pid=${server.child.pid}`],
        )
      ).rows.map((row) => row.name);
    for (const server of [first, second])
      await expect
        .poll(() => namedConnectionsOf(server), { timeout: 60_000 })
        .toEqual([`${NOTIFICATION_CONNECTION_NAME} pid=${server.child.pid}`]);
  }, 120_000);

  it('an instance whose revocation listener is cut answers from the database, never from a stale cache', async () => {
    const site = 'blty';
    const listenerOf = async (server: ServerProcess) =>
      (
        await admin.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
          [`${NOTIFICATION_CONNECTION_NAME} pid=${server.child.pid}`],
        )
      ).rows[0]?.pid;
    // the listener is up: the second instance trusts (and fills) its cache
    await expect.poll(() => listenerOf(second), { timeout: 60_000 }).toBeTypeOf('number');
    const token = await httpSignIn(first.url, { site, username: 'demo', password: TEST_DEMO_PASSWORD });
    await learnDepositChannel(site, token);
    expect((await balanceOn(second, token, site)).status).toBe(200);
    expect((await balanceOn(second, token, site)).status).toBe(200);

    const cut = await listenerOf(second);
    await admin.query('select pg_terminate_backend($1)', [cut]);
    const backendsWithPid = async () =>
      (await admin.query('select 1 from pg_stat_activity where pid = $1', [cut])).rowCount;
    await expect.poll(backendsWithPid, { timeout: 30_000 }).toBe(0);
    // the revocation's notification goes out while the second instance has nobody listening
    const signOut = await httpPostForm(first.url, endpoints.signOut.path, {}, { token, site });
    expect(signOut.status).toBe(200);
    expectSessionInvalid(await balanceOn(second, token, site));
    expectSessionInvalid(await depositOn(second, token, site));

    // and once it listens again, nothing stale was kept from before
    await expect.poll(() => listenerOf(second), { timeout: 60_000 }).toBeTypeOf('number');
    expectSessionInvalid(await balanceOn(second, token, site));
  }, 300_000);
});

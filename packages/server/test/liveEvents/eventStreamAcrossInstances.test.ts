import { randomBytes } from 'node:crypto';
import { endpoints } from '@platform/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { NOTIFICATION_CONNECTION_NAME } from '../../src/db/sharedNotificationListener.ts';
import { type OpenedStream, openEventStream, type StreamFrame } from '../support/eventStreamClient.ts';
import { httpPostForm, httpSealedPassword, httpSignIn } from '../support/httpCalls.ts';
import {
  createScratchDatabase,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../support/serverProcesses.ts';
import { TEST_DEMO_PASSWORD } from '../support/testConstants.ts';

const runOnPostgres = await postgresAvailable();
const SITE = 'hgty';
const LATENCY_ROUNDS = 10;

/**
 * Two real API processes (main.ts) on one PostgreSQL database, as behind a load balancer: a member's stream open
 * on one instance hears what was caused through the other (PostgreSQL LISTEN/NOTIFY), resumes on either after its
 * last id with nothing lost or repeated, and closes on sign-out or revocation made through the other.
 */
describe.skipIf(!runOnPostgres)('member event stream across two instances (PostgreSQL)', () => {
  let database: ScratchDatabase;
  let admin: pg.Client;
  let first: ServerProcess;
  let second: ServerProcess;
  let venueCode: string;
  const opened: OpenedStream[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase('events');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const env = { DEMO_PASSWORD: TEST_DEMO_PASSWORD };
    first = await startServerProcess({ databaseUrl: database.url, seed: true, env });
    second = await startServerProcess({ databaseUrl: database.url, seed: false, env });
    const { rows } = await admin.query<{ wallet_code: string }>(
      'select wallet_code from venues where site_code = $1 and not maintenance order by wallet_code limit 1',
      [SITE],
    );
    venueCode = rows[0]?.wallet_code ?? '';
  }, 300_000);

  afterAll(async () => {
    for (const stream of opened) stream.close();
    await first?.stop();
    await second?.stop();
    await admin?.end();
    await database?.drop();
  }, 60_000);

  const signIn = (server: ServerProcess) =>
    httpSignIn(server.url, { site: SITE, username: 'demo', password: TEST_DEMO_PASSWORD });

  async function ticketOn(server: ServerProcess, token: string): Promise<string> {
    const reply = await httpPostForm(
      server.url,
      endpoints.issueEventStreamTicket.path,
      {},
      { token, site: SITE },
    );
    expect(reply.status, reply.body).toBe(200);
    return reply.json<{ data: { ticket: string } }>().data.ticket;
  }

  async function streamOn(
    server: ServerProcess,
    ticket: string,
    lastEventId?: string,
  ): Promise<OpenedStream> {
    const stream = await openEventStream(
      server.url,
      `${endpoints.memberEventStream.path}?ticket=${encodeURIComponent(ticket)}`,
      { site: SITE, headers: lastEventId ? { 'last-event-id': lastEventId } : {} },
    );
    expect(stream.status).toBe(200);
    opened.push(stream);
    return stream;
  }

  /** Moves 1.00 from central to the venue and back through `server`: four balance changes, two transfers. */
  async function transferOn(server: ServerProcess, token: string, direction: 'to_venue' | 'to_central') {
    const reply = await httpPostForm(
      server.url,
      endpoints.transfer.path,
      { walletCode: venueCode, direction, amountMinor: 100 },
      { token, site: SITE, headers: { 'idempotency-key': `events-${randomBytes(10).toString('hex')}` } },
    );
    expect(reply.status, reply.body).toBe(200);
  }

  const transfers = (stream: OpenedStream) =>
    stream.frames.filter((frame) => frame.event === 'venueTransfer.completed');

  it(`an event caused through one instance reaches a stream on the other within 1 s (${LATENCY_ROUNDS} rounds)`, async () => {
    const token = await signIn(first);
    const stream = await streamOn(second, await ticketOn(first, token));
    const latencies: number[] = [];
    for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
      const direction = round % 2 === 0 ? 'to_venue' : 'to_central';
      await transferOn(first, token, direction);
      const answered = Date.now();
      await stream.waitFor(() => transfers(stream).length > round, 5_000);
      latencies.push(Date.now() - answered);
      expect(transfers(stream)[round]?.data).toEqual({
        venueCode,
        direction: direction === 'to_venue' ? 'in' : 'out',
        amountMinor: 100,
      });
    }
    expect(Math.max(...latencies), `latencies ${latencies.join(', ')} ms`).toBeLessThan(1_000);
  }, 120_000);

  it('resumes on the other instance after Last-Event-ID with nothing lost or repeated under writes on both', async () => {
    const token = await signIn(first);
    const before = await streamOn(second, await ticketOn(second, token));
    const rounds = 12;
    const writing = (async () => {
      for (let round = 0; round < rounds; round += 1) {
        await transferOn(
          round % 2 === 0 ? first : second,
          token,
          round % 2 === 0 ? 'to_venue' : 'to_central',
        );
      }
    })();
    await before.waitFor(() => transfers(before).length >= 3, 10_000);
    before.close();
    const seen = before.frames.slice();
    const last = seen.at(-1) as StreamFrame;
    const after = await streamOn(first, await ticketOn(first, token), last.id);
    await writing;
    await expect
      .poll(() => [...seen, ...after.frames].filter((f) => f.event === 'venueTransfer.completed').length, {
        timeout: 10_000,
      })
      .toBe(rounds);
    const memberNumbers = [...seen, ...after.frames].map((frame) => Number(String(frame.id).split('.')[0]));
    expect(memberNumbers).toEqual(
      Array.from({ length: memberNumbers.length }, (_, index) => (memberNumbers[0] as number) + index),
    );
  }, 120_000);

  it('a stream on one instance catches up after its LISTEN connection was cut', async () => {
    const token = await signIn(first);
    const stream = await streamOn(second, await ticketOn(second, token));
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name like $1',
      [`${NOTIFICATION_CONNECTION_NAME} pid=%`],
    );
    await transferOn(first, token, 'to_venue');
    await stream.waitFor((frame) => frame.event === 'venueTransfer.completed', 10_000);
    await transferOn(first, token, 'to_central');
    await stream.waitFor(() => transfers(stream).length === 2, 10_000);
  }, 60_000);

  it('signing out through one instance closes the stream on the other', async () => {
    const token = await signIn(first);
    const stream = await streamOn(second, await ticketOn(first, token));
    expect((await httpPostForm(first.url, endpoints.signOut.path, {}, { token, site: SITE })).status).toBe(
      200,
    );
    const closed = await stream.waitFor((frame) => frame.event === 'stream.closed', 2_000);
    expect(closed.data).toEqual({ reason: 'signedOut' });
    await stream.ended;
  }, 60_000);

  it('a password change through one instance revokes the other session, whose stream on the other instance closes', async () => {
    const thisDevice = await signIn(first);
    const otherDevice = await signIn(first);
    const stream = await streamOn(second, await ticketOn(second, otherDevice));
    const newPassword = `Events${randomBytes(3).toString('hex')}`;
    const change = await httpPostForm(
      first.url,
      endpoints.updatePassword.path,
      {
        oldPassword: await httpSealedPassword(first.url, TEST_DEMO_PASSWORD),
        newPassword: await httpSealedPassword(first.url, newPassword),
      },
      { token: thisDevice, site: SITE },
    );
    expect(change.status, change.body).toBe(200);
    const closed = await stream.waitFor((frame) => frame.event === 'stream.closed', 2_000);
    expect(closed.data).toEqual({ reason: 'revoked' });
    expect(stream.frames.map((frame) => frame.event).slice(-2)).toEqual(['session.revoked', 'stream.closed']);
    await stream.ended;
    // Put the password back for the other tests of this file.
    await admin.query(
      "update members set password_hash = (select password_hash from members where site_code = 'hgtyc' and username = 'demo') where site_code = $1 and username = 'demo'",
      [SITE],
    );
  }, 60_000);
});

import { endpoints } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { type OpenedStream, openEventStream, type StreamFrame } from '../support/eventStreamClient.ts';
import { createTestMember, fundMember } from '../support/moneyFixtures.ts';
import { sessionTokenFor } from '../support/moneyHttp.ts';
import { createTestApp, postForm, type TestApp } from '../support/testApp.ts';

const HEARTBEAT_MS = 300;

/**
 * The member event stream on the embedded default (PGlite, one process, its own LISTEN as the bus), through a
 * real listening server: tickets, replay after Last-Event-ID, live delivery, heartbeats and the closing frames.
 */
describe('member event stream (PGlite)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  const opened: OpenedStream[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ eventStreamHeartbeatMs: HEARTBEAT_MS });
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const stream of opened) stream.close();
    await testApp?.close();
  });

  async function newMember(): Promise<{ member: MemberRef; token: string }> {
    const member = await createTestMember(testApp.connection.db);
    return { member, token: await sessionTokenFor(testApp.app, testApp.connection.db, member) };
  }

  async function ticketFor(token: string): Promise<string> {
    const reply = await postForm(testApp.app, endpoints.issueEventStreamTicket.path, {}, { token });
    expect(reply.statusCode, reply.body).toBe(200);
    const { data } = reply.json() as { data: { ticket: string; expiresInSeconds: number } };
    expect(data.expiresInSeconds).toBe(30);
    return data.ticket;
  }

  async function open(
    ticket: string,
    options: { lastEventId?: string; lastEventIdQuery?: string } = {},
  ): Promise<OpenedStream> {
    const query = new URLSearchParams({ ticket });
    if (options.lastEventIdQuery) query.set('lastEventId', options.lastEventIdQuery);
    const stream = await openEventStream(baseUrl, `${endpoints.memberEventStream.path}?${query}`, {
      headers: options.lastEventId ? { 'last-event-id': options.lastEventId } : {},
    });
    opened.push(stream);
    return stream;
  }

  const balanceFrames = (stream: OpenedStream) =>
    stream.frames.filter((frame) => frame.event === 'balance.changed');

  it('opens as text/event-stream with a ticket and delivers a balance change live', async () => {
    const { member, token } = await newMember();
    const stream = await open(await ticketFor(token));
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await fundMember(testApp.connection.db, member, 12_345);
    const frame = await stream.waitFor((candidate) => candidate.event === 'balance.changed', 2_000);
    expect(frame.data).toEqual({ reason: 'opening_balance', wallet: 'central' });
    expect(frame.id).toMatch(/^\d+\.\d+$/);
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const { token } = await newMember();
    const stream = await open(await ticketFor(token));
    await expect.poll(() => stream.heartbeats(), { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(stream.frames).toEqual([]);
  });

  it('a ticket opens one stream only; an unknown, expired or signed-out ticket is a 401 with a code', async () => {
    const { token } = await newMember();
    const ticket = await ticketFor(token);
    expect((await open(ticket)).status).toBe(200);
    const again = await open(ticket);
    expect(again.status).toBe(401);
    expect(again.refusal).toMatchObject({ status: false, data: { code: 'EVENT_STREAM_TICKET_INVALID' } });
    expect((await open('not-a-ticket')).status).toBe(401);

    const late = await ticketFor(token);
    testApp.advanceClock(31_000);
    try {
      const expired = await open(late);
      expect(expired.status).toBe(401);
      expect(expired.refusal).toMatchObject({ data: { code: 'EVENT_STREAM_TICKET_INVALID' } });
    } finally {
      testApp.resetClock();
    }

    const orphan = await ticketFor(token);
    const signOut = await postForm(testApp.app, endpoints.signOut.path, {}, { token });
    expect(signOut.statusCode, signOut.body).toBe(200);
    const afterSignOut = await open(orphan);
    await afterSignOut.ended;
    expect(afterSignOut.frames, JSON.stringify(afterSignOut.frames)).toEqual([]);
    expect(afterSignOut.status).toBe(401);
  });

  it('a ticket needs a signed-in member, and a malformed resume point is a 400 that leaves the ticket unspent', async () => {
    const refused = await postForm(testApp.app, endpoints.issueEventStreamTicket.path, {});
    expect(refused.statusCode).toBe(401);
    const { token } = await newMember();
    const ticket = await ticketFor(token);
    const malformed = await open(ticket, { lastEventId: '12' });
    expect(malformed.status).toBe(400);
    expect(malformed.refusal).toMatchObject({ data: { code: 'EVENT_STREAM_CURSOR_INVALID' } });
    expect((await open(ticket)).status).toBe(200);
  });

  it('never writes the ticket to the log', async () => {
    const { token } = await newMember();
    const ticket = await ticketFor(token);
    const stream = await open(ticket);
    stream.close();
    await stream.ended;
    expect(testApp.logLines.some((line) => line.includes(endpoints.memberEventStream.path))).toBe(true);
    expect(testApp.logLines.filter((line) => line.includes(ticket))).toEqual([]);
  });

  it('resumes after Last-Event-ID (header or query) with nothing lost or repeated while money keeps moving', async () => {
    const { member, token } = await newMember();
    const first = await open(await ticketFor(token));
    const postings = 40;
    // Writes run on while the first stream reads, is dropped, and the second opens and replays.
    const writing = (async () => {
      for (let index = 0; index < postings; index += 1)
        await fundMember(testApp.connection.db, member, 100 + index);
    })();
    await first.waitFor((_) => balanceFrames(first).length >= 5, 10_000);
    first.close();
    const seenFirst = balanceFrames(first);
    const last = seenFirst.at(-1) as StreamFrame;
    const useQuery = Number(String(last.id).split('.')[0]) % 2 === 0;
    const second = await open(
      await ticketFor(token),
      useQuery ? { lastEventIdQuery: last.id } : { lastEventId: last.id },
    );
    await writing;
    await expect
      .poll(() => seenFirst.length + balanceFrames(second).length, { timeout: 10_000 })
      .toBe(postings);
    const ids = [...seenFirst, ...balanceFrames(second)].map((frame) =>
      Number(String(frame.id).split('.')[0]),
    );
    expect(ids).toEqual(Array.from({ length: postings }, (_, index) => (ids[0] as number) + index));
  });

  it('signing out ends the stream with stream.closed signedOut', async () => {
    const { token } = await newMember();
    const stream = await open(await ticketFor(token));
    await postForm(testApp.app, endpoints.signOut.path, {}, { token });
    const closed = await stream.waitFor((frame) => frame.event === 'stream.closed', 2_000);
    expect(closed.data).toEqual({ reason: 'signedOut' });
    await stream.ended;
    expect(stream.frames.map((frame) => frame.event)).not.toContain('session.revoked');
  });

  it("revoking the session elsewhere sends session.revoked then stream.closed revoked; another session's stream stays open", async () => {
    const { member, token } = await newMember();
    const otherToken = await sessionTokenFor(testApp.app, testApp.connection.db, member);
    const stream = await open(await ticketFor(token));
    const other = await open(await ticketFor(otherToken));
    await testApp.app.platform.sessions.revokeAllForMember(member.id, otherToken);
    const closed = await stream.waitFor((frame) => frame.event === 'stream.closed', 2_000);
    expect(closed.data).toEqual({ reason: 'revoked' });
    expect(stream.frames.map((frame) => frame.event)).toEqual(['session.revoked', 'stream.closed']);
    await stream.ended;
    await fundMember(testApp.connection.db, member, 500);
    await other.waitFor((frame) => frame.event === 'balance.changed', 2_000);
    expect(other.frames.map((frame) => frame.event)).toEqual(['balance.changed']);
  });
});

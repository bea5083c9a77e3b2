import { endpoints } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../support/moneyFixtures.ts';
import { sessionTokenFor } from '../support/moneyHttp.ts';
import { createTestApp, postForm, type TestApp } from '../support/testApp.ts';

/** Tickets per session and minute (liveEvents/routes.ts). */
const TICKETS_PER_MINUTE = 60;

/**
 * The stream ticket's limit counts each session, not each address: members behind one carrier NAT (or the browsers of
 * one test run) share an address, and one member's reconnections must not refuse another's stream.
 */
describe('event stream tickets, rate-limited per session', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimits: true });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const newSession = async () =>
    sessionTokenFor(testApp.app, testApp.connection.db, await createTestMember(testApp.connection.db));
  const askTicket = (token: string) =>
    postForm(testApp.app, endpoints.issueEventStreamTicket.path, {}, { token });

  it('refuses a session past its tickets for the minute, while another member at the same address still gets one', async () => {
    const busy = await newSession();
    const other = await newSession();
    for (let ticket = 0; ticket < TICKETS_PER_MINUTE; ticket += 1) {
      const reply = await askTicket(busy);
      expect(reply.statusCode, reply.body).toBe(200);
    }
    expect((await askTicket(busy)).statusCode).toBe(429);
    const otherReply = await askTicket(other);
    expect(otherReply.statusCode, otherReply.body).toBe(200);
  });
});

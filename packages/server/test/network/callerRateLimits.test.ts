import { randomUUID } from 'node:crypto';
import { endpoints, requestHeaders } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_RATE_LIMIT } from '../../src/liveEvents/routes.ts';
import { PAGE_VIEW_RATE_LIMIT } from '../../src/siteInfo/routes.ts';
import { createTestMember } from '../support/moneyFixtures.ts';
import { sessionTokenFor } from '../support/moneyHttp.ts';
import { createTestApp, postForm, type TestApp } from '../support/testApp.ts';

/**
 * The calls members make all day from behind carrier NATs and office networks (stream tickets, page views) are
 * counted per session or device, not per address, so one member's reconnections never refuse another's; and since
 * both headers are the caller's to send, one address is still stopped at a ceiling however many it makes up.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ rateLimits: true });
});

afterAll(async () => {
  await testApp?.close();
});

async function repeat(times: number, call: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < times; index += 1) statuses.push((await call()).statusCode);
  return statuses;
}

describe('event stream tickets', () => {
  const newSession = async () =>
    sessionTokenFor(testApp.app, testApp.connection.db, await createTestMember(testApp.connection.db));
  const askTicket = (token: string, ip: string) =>
    postForm(testApp.app, endpoints.issueEventStreamTicket.path, {}, { token, ip });

  it('refuses a session past its tickets for the minute, while another member at the same address still gets one', async () => {
    const address = '198.51.100.10';
    const busy = await newSession();
    const other = await newSession();
    expect(new Set(await repeat(TICKET_RATE_LIMIT.max, () => askTicket(busy, address)))).toEqual(
      new Set([200]),
    );
    expect((await askTicket(busy, address)).statusCode).toBe(429);
    const otherReply = await askTicket(other, address);
    expect(otherReply.statusCode, otherReply.body).toBe(200);
  });

  it('stops one address that makes up a token per request at the ceiling', async () => {
    const address = '198.51.100.11';
    const statuses = await repeat(TICKET_RATE_LIMIT.addressCeiling + 1, () =>
      askTicket(`made-up-${randomUUID()}`, address),
    );
    // each made-up token is refused as no session, until the address itself is refused
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([401]));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('page views', () => {
  const view = (ip: string, device: string) =>
    postForm(
      testApp.app,
      endpoints.pageView.path,
      { path: '/app/home' },
      { ip, headers: { [requestHeaders.device]: device } },
    );

  it('counts each visitor device at one address on its own', async () => {
    const address = '198.51.100.20';
    expect(new Set(await repeat(PAGE_VIEW_RATE_LIMIT.max, () => view(address, 'h5--visitor-one')))).toEqual(
      new Set([200]),
    );
    expect((await view(address, 'h5--visitor-one')).statusCode).toBe(429);
    expect((await view(address, 'h5--visitor-two')).statusCode).toBe(200);
  });

  it('stops one address that makes up a device per request at the ceiling', async () => {
    const address = '198.51.100.21';
    const statuses = await repeat(PAGE_VIEW_RATE_LIMIT.addressCeiling + 1, () =>
      view(address, `h5--${randomUUID()}`),
    );
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([200]));
    expect(statuses.at(-1)).toBe(429);
  });
});

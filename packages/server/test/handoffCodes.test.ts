import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_CODE_LIFETIME_MS } from '../src/sessions/handoffCodes.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  registerMember,
  signIn,
  type TestApp,
} from './support/testApp.ts';

const ISSUE = '/api/f/v1/member/token/handoff';
const EXCHANGE = '/api/f/v1/member/token/exchange';
const MEMBER_INFO = '/api/findmed/v1/member/token';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ sessionPolicy: { cacheMs: 0 } });
});
afterAll(() => testApp.close());
afterEach(() => testApp.resetClock());

async function issueCode(token: string, site = 'hgty'): Promise<string> {
  const response = await postForm(testApp.app, ISSUE, {}, { token, site });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { code: string } }).data.code;
}

function exchange(code: string, site = 'hgty') {
  return postForm(testApp.app, EXCHANGE, { code }, { site });
}

describe('sign-in handoff codes', () => {
  it('a code signs its member in once, on a new session, and names the account', async () => {
    const member = await registerMember(testApp);
    const code = await issueCode(member.token);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const first = await exchange(code);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { data: { username: string } }).data.username).toBe(member.username);
    const handedToken = first.headers.id;
    expect(typeof handedToken).toBe('string');
    expect(handedToken).not.toBe(member.token);
    const info = await get(testApp.app, MEMBER_INFO, { token: String(handedToken) });
    expect((info.json() as { data: { username: string } }).data.username).toBe(member.username);

    const second = await exchange(code);
    expect(second.statusCode).toBe(400);
    expect(errorCodeOf(second)).toBe('HANDOFF_CODE_INVALID');
    expect(second.headers.id).toBeUndefined();
  });

  it('a code is dead after 60 s', async () => {
    const code = await issueCode(await signIn(testApp.app));
    testApp.advanceClock(HANDOFF_CODE_LIFETIME_MS + 1);
    const late = await exchange(code);
    expect(late.statusCode).toBe(400);
    expect(errorCodeOf(late)).toBe('HANDOFF_CODE_INVALID');
  });

  it('an unknown code, a session token and a malformed code are refused with a code and sign no one in', async () => {
    const sessionToken = await signIn(testApp.app);
    for (const candidate of ['x'.repeat(43), sessionToken, 'not a code']) {
      const response = await exchange(candidate);
      expect(response.statusCode, candidate).toBe(400);
      expect(errorCodeOf(response)).toBe('HANDOFF_CODE_INVALID');
      expect(response.headers.id).toBeUndefined();
    }
    const tooLong = await exchange('x'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(errorCodeOf(tooLong)).toBe('FIELD_INVALID');
  });

  it("another site's code is refused there and still works on its own site", async () => {
    const code = await issueCode(await signIn(testApp.app, { site: 'hgtyc' }), 'hgtyc');
    const elsewhere = await exchange(code, 'hgty');
    expect(elsewhere.statusCode).toBe(400);
    expect(errorCodeOf(elsewhere)).toBe('HANDOFF_CODE_INVALID');
    expect((await exchange(code, 'hgtyc')).statusCode).toBe(200);
  });

  it('a code dies with the session that asked for it (sign-out)', async () => {
    const token = await signIn(testApp.app);
    const code = await issueCode(token);
    await postForm(testApp.app, '/api/f/v1/member/logout', {}, { token });
    const response = await exchange(code);
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe('HANDOFF_CODE_INVALID');
  });

  it('issuing a code needs a session', async () => {
    const response = await postForm(testApp.app, ISSUE, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, data: 'token' });
  });
});

describe('sign-in handoff exchange burst', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: true });
  });
  afterAll(() => limited.close());

  it('an address guessing codes is cut off after 10 tries a minute', async () => {
    const statuses: number[] = [];
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const response = await postForm(limited.app, EXCHANGE, { code: `guess${attempt}` }, { ip: '10.9.9.9' });
      statuses.push(response.statusCode);
      codes.push(errorCodeOf(response));
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(codes.slice(0, 10).every((code) => code === 'HANDOFF_CODE_INVALID')).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    expect(codes.slice(10).every((code) => code === 'RATE_LIMITED')).toBe(true);
  });
});

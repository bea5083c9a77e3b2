import { endpoints } from '@platform/contract';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  get,
  postForm,
  postJson,
  registerMember,
  signIn,
  type TestApp,
} from './support/testApp.ts';

const MEMBER_INFO = '/api/findmed/v1/member/token';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    sessionPolicy: { idleTimeoutMs: 30 * 60_000, absoluteLifetimeMs: 2 * 60 * 60_000, cacheMs: 0 },
  });
});
afterAll(() => testApp.close());
afterEach(() => testApp.resetClock());

/** Calls an endpoint with a token and no meaningful body: authentication comes before validation. */
function callWithToken(
  endpoint: { method: string; path: string; encoding: string },
  token: string | undefined,
) {
  const options = { token };
  if (endpoint.method === 'GET') return get(testApp.app, endpoint.path, options);
  if (endpoint.encoding === 'json') return postJson(testApp.app, endpoint.path, {}, options);
  return postForm(testApp.app, endpoint.path, {}, options);
}

const memberEndpoints = Object.values(endpoints).filter((endpoint) => endpoint.auth === 'member');

describe('session invalid reply', () => {
  it('every member endpoint answers 401 {status:false,data:"token"} without a token, with a junk one and after logout', async () => {
    const token = await signIn(testApp.app);
    const logout = await postForm(testApp.app, '/api/f/v1/member/logout', {}, { token });
    expect(logout.json()).toEqual({ status: true, data: true });
    expect(logout.headers['clear-site-data']).toBe('"cache", "storage"');
    for (const endpoint of memberEndpoints) {
      for (const candidate of [undefined, 'not-a-token', token]) {
        const response = await callWithToken(endpoint, candidate);
        expect(response.statusCode, `${endpoint.name} ${candidate}`).toBe(401);
        expect(response.json(), endpoint.name).toEqual({ status: false, data: 'token' });
      }
    }
  });

  it('accepts none of 300 random tokens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 0, maxLength: 300 }), async (token) => {
        const response = await get(testApp.app, MEMBER_INFO, { headers: { t: token } });
        expect(response.statusCode).toBe(401);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses another site's token", async () => {
    const token = await signIn(testApp.app, { site: 'hgtyc' });
    expect((await get(testApp.app, MEMBER_INFO, { token, site: 'hgtyc' })).statusCode).toBe(200);
    expect((await get(testApp.app, MEMBER_INFO, { token, site: 'hgty' })).statusCode).toBe(401);
  });
});

/** Launches the first game open on hgty: the heartbeat names that game and its venue. */
async function openGame(token: string): Promise<{ gameid: string; platform: string }> {
  const categories = (await get(testApp.app, '/api/findmed/v1/game/list')).json().data as {
    games: { id: string; maintenance: boolean }[];
  }[];
  const open = categories.flatMap((category) => category.games).find((game) => !game.maintenance);
  const launch = await postForm(
    testApp.app,
    '/api/findmed/v1/game/launch',
    { gameId: open?.id ?? '' },
    { token },
  );
  const { gameid, platform } = launch.json().data as { gameid: string; platform: string };
  return { gameid, platform };
}

describe('expiry and renewal', () => {
  it('an idle session dies after 30 minutes; use (the heartbeat included) keeps it alive', async () => {
    const idle = await signIn(testApp.app);
    const active = await signIn(testApp.app);
    const game = await openGame(active);
    for (let step = 0; step < 3; step += 1) {
      testApp.advanceClock(20 * 60_000);
      const beat = await postForm(testApp.app, '/api/findmed/v1/heartbeat', game, { token: active });
      expect(beat.statusCode).toBe(200);
    }
    expect((await get(testApp.app, MEMBER_INFO, { token: idle })).statusCode).toBe(401);
    expect((await get(testApp.app, MEMBER_INFO, { token: active })).statusCode).toBe(200);
  });

  it('the absolute lifetime holds however active the session is, and renewal does not extend it', async () => {
    const token = await signIn(testApp.app);
    testApp.advanceClock(25 * 60_000);
    expect((await get(testApp.app, MEMBER_INFO, { token })).statusCode).toBe(200);
    testApp.advanceClock(25 * 60_000);
    const renewed = await postForm(testApp.app, '/api/f/v1/member/token/renew', {}, { token });
    expect(renewed.statusCode).toBe(200);
    const newToken = renewed.headers.id as string;
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(token);
    expect(renewed.headers.vid).toBeTruthy();
    expect((await get(testApp.app, MEMBER_INFO, { token })).statusCode).toBe(401);
    for (let step = 0; step < 3; step += 1) {
      testApp.advanceClock(20 * 60_000);
      expect((await get(testApp.app, MEMBER_INFO, { token: newToken })).statusCode).toBe(200);
    }
    testApp.advanceClock(20 * 60_000); // 130 minutes after sign-in: past the 2-hour absolute lifetime
    expect((await get(testApp.app, MEMBER_INFO, { token: newToken })).json()).toEqual({
      status: false,
      data: 'token',
    });
  });
});

describe('members are isolated', () => {
  it("a member's token only ever shows that member", async () => {
    const alice = await registerMember(testApp);
    const bob = await registerMember(testApp);
    const aliceInfo = await get(testApp.app, MEMBER_INFO, { token: alice.token });
    const bobInfo = await get(testApp.app, MEMBER_INFO, { token: bob.token });
    expect(aliceInfo.json().data.username).toBe(alice.username);
    expect(bobInfo.json().data.username).toBe(bob.username);
  });
});

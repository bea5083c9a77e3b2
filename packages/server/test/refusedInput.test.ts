import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../src/db/schema/content.ts';
import { gameSessions } from '../src/db/schema/engagement.ts';
import { feedback, uploads } from '../src/db/schema/feedback.ts';
import { members } from '../src/db/schema/members.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  postJson,
  registerMember,
  type TestApp,
} from './support/testApp.ts';

let testApp: TestApp;
let member: { token: string; username: string };

beforeAll(async () => {
  testApp = await createTestApp();
  member = await registerMember(testApp);
});
afterAll(() => testApp.close());

async function memberRow() {
  const [row] = await testApp.connection.db
    .select()
    .from(members)
    .where(eq(members.username, member.username));
  if (!row) throw new Error('member missing');
  return row;
}

async function rowCount(table: typeof feedback | typeof uploads | typeof pageViews) {
  const [row] = await testApp.connection.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/** Form text written by hand: `encodeFormBody` (rightly) cannot produce some of what a hostile client sends. */
function postRawForm(url: string, payload: string) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { t: member.token, site_code: 'hgty', 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('text the database cannot store is refused at the edge with a code, changing nothing', () => {
  it.each([
    ['a NUL in the real name', '/api/findmed/v1/member/info/realName', 'realName=ab%00cd', 'realName'],
    ['a NUL in the heartbeat', '/api/findmed/v1/heartbeat', 'gameid=1%00&platform=demo', 'gameid'],
    [
      'a NUL in feedback',
      '/api/findmed/v1/member/feedback/submit',
      'category=game&content=long%00enough text',
      'content',
    ],
    [
      'a NUL in a match filter',
      '/api/findmed/v1/match/recommend/list',
      'classification=%00&placement=1',
      'classification',
    ],
    ['a NUL in a page-view path', '/api/analytics/page-view', 'path=%2Fhome%00', 'path'],
    [
      'a NUL in an invite code',
      '/api/f/v1/member/register',
      'username=nulcode1&password=x&captcha=x&inviteCode=AB%00',
      'inviteCode',
    ],
  ])('%s', async (_case, url, payload, field) => {
    const before = {
      member: await memberRow(),
      feedback: await rowCount(feedback),
      views: await rowCount(pageViews),
    };
    const response = await postRawForm(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ code: 'FIELD_INVALID', field });
    expect(await memberRow()).toEqual(before.member);
    expect(await rowCount(feedback)).toBe(before.feedback);
    expect(await rowCount(pageViews)).toBe(before.views);
  });

  it('refuses lone surrogates in JSON bodies and NUL in queries and keys', async () => {
    const surrogate = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/list',
      { groupId: 'a\uD800b' },
      { token: member.token },
    );
    expect(surrogate.statusCode).toBe(400);
    expect(errorCodeOf(surrogate)).toBe('FIELD_INVALID');
    const query = await get(testApp.app, '/api/findmed/v1/article/detail', { query: { id: 'x\u0000' } });
    expect(errorCodeOf(query)).toBe('FIELD_INVALID');
    const key = await postRawForm('/api/findmed/v1/member/info/realName', 'realName=Zhang&a%00=1');
    expect(errorCodeOf(key)).toBe('FIELD_INVALID');
  });

  it('refuses values nested deeper than any schema', async () => {
    let nested: unknown = 'deep';
    for (let level = 0; level < 200; level += 1) nested = { a: nested };
    const response = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/list',
      { groupId: nested },
      {
        token: member.token,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe('FIELD_INVALID');
  });
});

describe('malformed multipart on the upload', () => {
  const boundary = 'edgeboundary';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`;
  it.each([
    ['no boundary', 'multipart/form-data', `${part}\r\n--${boundary}--\r\n`],
    ['a truncated part', `multipart/form-data; boundary=${boundary}`, part],
    ['no parts at all', `multipart/form-data; boundary=${boundary}`, ''],
  ])('%s is a 4xx with a code and stores nothing', async (_case, contentType, payload) => {
    const before = await rowCount(uploads);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/f/v1/upload',
      payload,
      headers: { t: member.token, site_code: 'hgty', 'content-type': contentType },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(errorCodeOf(response)).toMatch(/^[A-Z_]+$/);
    expect(await rowCount(uploads)).toBe(before);
  });

  it('a multipart body sent to a form endpoint is a 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/findmed/v1/member/info/realName',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="realName"\r\n\r\nZhang\r\n--${boundary}--\r\n`,
      headers: {
        t: member.token,
        site_code: 'hgty',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode).toBe(415);
    expect(errorCodeOf(response)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('names', () => {
  it.each(['<b>Zhang</b>', 'Zhang\u202Etxt', 'Zh\u200Bang', 'Zhang\u2066San'])(
    'refuses %j with NAME_INVALID in the member language, keeping the old name',
    async (realName) => {
      const before = (await memberRow()).realName;
      const response = await postForm(
        testApp.app,
        '/api/findmed/v1/member/info/realName',
        { realName },
        { token: member.token, lang: 'en-US' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toEqual({
        code: 'NAME_INVALID',
        field: 'realName',
        message: 'The name must not contain markup, direction controls or invisible characters',
      });
      expect((await memberRow()).realName).toBe(before);
    },
  );

  it('accepts an ordinary name', async () => {
    const response = await postForm(
      testApp.app,
      '/api/findmed/v1/member/info/realName',
      { realName: '张 三' },
      { token: member.token },
    );
    expect(response.json().data.realName).toBe('张 三');
  });
});

describe('the heartbeat', () => {
  it("accepts only the game and venue of the member's open game session", async () => {
    const categories = (await get(testApp.app, '/api/findmed/v1/game/list')).json().data as {
      games: { id: string; maintenance: boolean }[];
    }[];
    const game = categories.flatMap((category) => category.games).find((candidate) => !candidate.maintenance);
    const launch = await postForm(
      testApp.app,
      '/api/findmed/v1/game/launch',
      { gameId: game?.id ?? '' },
      { token: member.token },
    );
    const { gameid, platform } = launch.json().data as { gameid: string; platform: string };
    const beat = (body: { gameid: string; platform: string }) =>
      postForm(testApp.app, '/api/findmed/v1/heartbeat', body, { token: member.token });

    expect((await beat({ gameid, platform })).statusCode).toBe(200);
    for (const wrong of [
      { gameid, platform: `${platform}x` },
      { gameid: 'not-launched', platform },
    ]) {
      const refused = await beat(wrong);
      expect(refused.statusCode).toBe(404);
      expect(errorCodeOf(refused)).toBe('NOT_FOUND');
    }
    const stranger = await registerMember(testApp);
    const foreign = await postForm(
      testApp.app,
      '/api/findmed/v1/heartbeat',
      { gameid, platform },
      { token: stranger.token },
    );
    expect(foreign.statusCode).toBe(404);
    const [session] = await testApp.connection.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.gameId, gameid));
    expect(session?.platform).toBe(platform);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDirectory } from '../src/sites/siteConfigs.ts';
import { createTestApp, get, postForm, registerMember, type TestApp } from './support/testApp.ts';

/**
 * The exact response headers, per site and per kind of reply: names and values pinned byte for byte (not their
 * order) in `__snapshots__/securityHeaders.test.ts.snap`. Pages and files carry helmet's headers and their site's
 * policy (recorded from the helmet-based implementation); API replies carry the one set for JSON that is not a
 * document (`headersOnApiReplies`). A change to any header shows here as a snapshot change to review.
 */ let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  token = (await registerMember(testApp, { username: 'headers01' })).token;
});
afterAll(() => testApp.close());

/** Every header except those that differ from one reply to the next. */
function stableHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  const {
    date: _date,
    'content-length': _length,
    etag: _etag,
    'last-modified': _modified,
    ...rest
  } = response.headers;
  return { status: response.statusCode, ...rest };
}

const siteCodes = defaultSiteDirectory().all.map((site) => site.code);

describe.each(siteCodes)('site %s', (site) => {
  it('a signed-in read, a refused one, a public read, an unknown API path and a static file', async () => {
    const replies = {
      balance: await get(testApp.app, '/api/findmed/v1/member/balance', { site }),
      balanceSignedIn: await get(testApp.app, '/api/findmed/v1/member/balance', {
        site,
        token: site === 'hgty' ? token : undefined,
      }),
      preInfo: await get(testApp.app, '/api/f/v1/member/preInfo', { site }),
      gameList: await get(testApp.app, '/api/findmed/v1/game/list', { site }),
      unknownPath: await get(testApp.app, '/api/findmed/v1/nope', { site }),
      badForm: await postForm(testApp.app, '/api/findmed/v1/match/recommend/list', {}, { site }),
      staticFile: await get(testApp.app, '/demo-assets/vip/1.svg', { site }),
    };
    const headers = Object.fromEntries(
      Object.entries(replies).map(([name, response]) => [name, stableHeaders(response)]),
    );
    expect(headers).toMatchSnapshot();
  });
});

describe('no known site', () => {
  it('an unknown site_code, a Host of no site and the demo venue', async () => {
    const unknownCode = await get(testApp.app, '/api/findmed/v1/game/list', { site: 'HGTYC' });
    const unknownHost = await testApp.app.inject({
      method: 'GET',
      url: '/demo-assets/vip/1.svg',
      headers: { host: 'nowhere.example' },
    });
    const venuePage = await testApp.app.inject({ method: 'GET', url: '/demo-venue/play?ticket=x' });
    const venueScript = await testApp.app.inject({ method: 'GET', url: '/demo-venue/venue.js' });
    expect({
      unknownCode: stableHeaders(unknownCode),
      unknownHost: stableHeaders(unknownHost),
      venuePage: stableHeaders(venuePage),
      venueScript: stableHeaders(venueScript),
    }).toMatchSnapshot();
  });
});

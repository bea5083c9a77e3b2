import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleEndpoints } from '@platform/contract';
import { routePaths } from '@platform/domain';
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

/** A console build as packages/console/dist lays it out: index.html and hashed assets. */
const consoleBuild = mkdtempSync(join(tmpdir(), 'console-build-'));
mkdirSync(join(consoleBuild, 'assets'));
writeFileSync(join(consoleBuild, 'index.html'), '<!doctype html><title>console</title>');
writeFileSync(join(consoleBuild, 'assets', 'main-Ab12Cd34.js'), 'console.log(1)');

beforeAll(async () => {
  testApp = await createTestApp({ consoleDir: consoleBuild });
  token = (await registerMember(testApp, { username: 'headers01' })).token;
});
afterAll(async () => {
  await testApp.close();
  rmSync(consoleBuild, { recursive: true, force: true });
});

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

/**
 * Framing (issue 25): the console frames the composer's preview on its own origin, so that one member page lets its
 * own origin frame it (CSP frame-ancestors and the older X-Frame-Options saying the same); every other page, with or
 * without a query, still refuses every frame.
 */
describe('framing of member pages', () => {
  const framingOf = async (url: string) => {
    const reply = await testApp.app.inject({ method: 'GET', url, headers: { host: 'hgty.localhost' } });
    const policy = String(reply.headers['content-security-policy']);
    return {
      frameAncestors: /frame-ancestors ([^;]+)/.exec(policy)?.[1],
      xFrameOptions: reply.headers['x-frame-options'],
    };
  };

  it('the composer preview may be framed by its own origin, and only by it', async () => {
    for (const url of [routePaths.composerPreview, `${routePaths.composerPreview}?site=hgty`])
      expect(await framingOf(url)).toEqual({ frameAncestors: "'self'", xFrameOptions: 'SAMEORIGIN' });
  });

  it.each([
    routePaths.home,
    routePaths.embedded,
    `${routePaths.composerPreview}/more`,
    `/x${routePaths.composerPreview}`,
    '/demo-assets/vip/1.svg',
  ])('%s refuses every frame', async (url) => {
    expect(await framingOf(url)).toEqual({ frameAncestors: "'none'", xFrameOptions: 'DENY' });
  });
});

/**
 * The operator console (/console/) is one policy whatever the Host: no site's third-party scripts, chat or
 * analytics on a page that moves money; nothing frames it (it frames only its own origin: the composer's preview), nothing stored (its HTML no-store, as its API's answers),
 * no referrer, kept out of search engines; only its hashed assets cached, for good.
 */
describe('the operator console', () => {
  const consolePageHeaders = {
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'self'; script-src 'self'; style-src 'self'; style-src-elem 'self' 'unsafe-inline'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'self'; worker-src 'none'; manifest-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-robots-tag': 'noindex, nofollow',
    'x-xss-protection': '0',
  };
  const page = (url: string, host = 'localhost') =>
    testApp.app.inject({ method: 'GET', url, headers: { host } });

  it.each([
    ['/console/', 'localhost'],
    ['/console/queues', 'localhost'],
    // a site's host: the site's third-party origins stay out of the console's policy
    ['/console/members/x', `${siteCodes[0]}.localhost`],
  ])('%s on %s: its HTML with the console policy, never stored', async (url, host) => {
    const reply = await page(url, host);
    const { status, 'content-type': type, connection: _connection, ...headers } = stableHeaders(reply);
    expect([status, type]).toEqual([200, 'text/html; charset=utf-8']);
    expect(headers).toEqual(consolePageHeaders);
  });

  it('its hashed assets: cached for good, under the same policy; a missing one is a 404, not the page', async () => {
    const asset = stableHeaders(await page('/console/assets/main-Ab12Cd34.js'));
    expect(asset).toMatchObject({
      ...consolePageHeaders,
      status: 200,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const missing = await page('/console/assets/main-missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it('its API answers are never stored, never framed, and load nothing as a page', async () => {
    const reply = await page(consoleEndpoints.consoleSession.path);
    expect(reply.statusCode).toBe(401);
    expect(reply.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
  });
});

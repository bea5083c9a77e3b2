import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../src/db/schema/catalogue.ts';
import { members } from '../src/db/schema/members.ts';
import { serverText } from '../src/i18n/serverText.ts';
import { recordMemberEvent } from '../src/tasks/memberEvents.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  postJson,
  signIn,
  type TestApp,
} from './support/testApp.ts';

let testApp: TestApp;
let token: string;

/** Task claims move money: each intent carries its own Idempotency-Key. */
const claimKey = () => ({ 'Idempotency-Key': randomUUID() });

beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp.app);
});
afterAll(() => testApp.close());

describe('site resolution and site data', () => {
  it('serves the site config of the site_code header, else of the Host, else hgty', async () => {
    const byHeader = await get(testApp.app, '/api/findmed/v1/md', { site: 'hgtyc' });
    expect(byHeader.json().data.code).toBe('hgtyc');
    const byConfig = (await get(testApp.app, '/api/findmed/v1/md', { site: 'by' })).json().data;
    const host = byConfig.hosts[0] as string;
    const byHost = await testApp.app.inject({
      method: 'GET',
      url: '/api/findmed/v1/md',
      headers: { host: `${host}:8080` },
    });
    expect(byHost.json().data.code).toBe('by');
    const fallback = await testApp.app.inject({
      method: 'GET',
      url: '/api/findmed/v1/md',
      headers: { host: 'unknown.example' },
    });
    expect(fallback.json().data.code).toBe('hgty');
  });

  it('preInfo carries customer_service and is cacheable for 60 s; other API replies are no-store', async () => {
    const response = await get(testApp.app, '/api/f/v1/member/preInfo');
    expect(response.json().data.customer_service).toMatch(/^https:\/\//);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect((await get(testApp.app, '/api/findmed/v1/member/phoneArea')).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('lists phone areas and the customer-service links', async () => {
    const areas = (await get(testApp.app, '/api/findmed/v1/member/phoneArea')).json().data;
    expect(areas[0]).toEqual({ areaCode: '+86', name: '中国大陆', sort: 1 });
    const links = (await get(testApp.app, '/api/f/v1/customer/config')).json().data;
    expect(Object.keys(links).sort()).toEqual(['customer_service', 'site', 'whatsAppUrl']);
  });
});

describe('games', () => {
  it('lists categories with games carrying the spec fields; show=1 leaves out categories hidden from home', async () => {
    const all = (await get(testApp.app, '/api/findmed/v1/game/list')).json().data as {
      name: string;
      games: object[];
    }[];
    const home = (await get(testApp.app, '/api/findmed/v1/game/list', { query: { show: '1' } })).json()
      .data as { name: string }[];
    expect(all.length).toBeGreaterThan(home.length);
    expect(home.some((category) => category.name === 'esports')).toBe(false);
    const game = all.flatMap((category) => category.games)[0];
    expect(Object.keys(game ?? {}).sort()).toEqual(
      [
        'bigImgUrl',
        'desc',
        'iconUrl',
        'id',
        'imgUrl',
        'maintenance',
        'name',
        'official',
        'seq',
        'wallet_code',
      ].sort(),
    );
    const invalid = await get(testApp.app, '/api/findmed/v1/game/list', { query: { show: '7' } });
    expect(invalid.json().data).toMatchObject({ code: 'FIELD_INVALID', field: 'show' });
  });

  it('launches a game at its demo venue with a ticket, refuses games under maintenance and unknown ids', async () => {
    const categories = (await get(testApp.app, '/api/findmed/v1/game/list')).json().data as {
      games: { id: string; maintenance: boolean }[];
    }[];
    const games = categories.flatMap((category) => category.games);
    const open = games.find((game) => !game.maintenance);
    const closed = games.find((game) => game.maintenance);
    const launch = await postForm(
      testApp.app,
      '/api/findmed/v1/game/launch',
      { gameId: open?.id ?? '' },
      { token },
    );
    expect(launch.statusCode).toBe(200);
    const { url } = launch.json().data as { url: string };
    expect(url).toMatch(/^\/demo-venue\/play\?ticket=/);
    expect(url).not.toContain(token);
    const page = await testApp.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    // hgty's venue page, in its language (zh-CN)
    expect(page.body).toContain(serverText('zh-CN').demoVenue.provider);
    expect(page.body).toContain('href="/app/venueBack"');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // The app frames the page sandboxed (an opaque origin): its script and styles must be loadable cross-site.
    for (const asset of ['/demo-venue/venue.js', '/demo-venue/venue.css']) {
      const loaded = await testApp.app.inject({ method: 'GET', url: asset });
      expect(loaded.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const ticket = new URL(url, 'http://x').searchParams.get('ticket') ?? '';
    const beat = await testApp.app.inject({
      method: 'POST',
      url: '/demo-venue/heartbeat',
      payload: ticket,
      headers: { 'content-type': 'text/plain' },
    });
    expect(beat.json().status).toBe(true);
    const expired = await testApp.app.inject({
      method: 'GET',
      url: '/demo-venue/play?ticket=xxxxxxxxxxxxxxxxxxxxxxxxxx',
    });
    expect(expired.statusCode).toBe(404);

    const maintenance = await postForm(
      testApp.app,
      '/api/findmed/v1/game/launch',
      { gameId: closed?.id ?? '' },
      { token },
    );
    expect(errorCodeOf(maintenance)).toBe('GAME_UNDER_MAINTENANCE');
    const unknown = await postForm(
      testApp.app,
      '/api/findmed/v1/game/launch',
      { gameId: '999999' },
      { token },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('marks every game of a venue under maintenance and refuses to launch them', async () => {
    await testApp.connection.db
      .update(venues)
      .set({ maintenance: true })
      .where(and(eq(venues.siteCode, 'hgtyc'), eq(venues.walletCode, 'live')));
    const categories = (await get(testApp.app, '/api/findmed/v1/game/list', { site: 'hgtyc' })).json()
      .data as {
      games: { id: string; wallet_code: string; maintenance: boolean }[];
    }[];
    const live = categories
      .flatMap((category) => category.games)
      .filter((game) => game.wallet_code === 'live');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((game) => game.maintenance)).toBe(true);
    const hgtycToken = await signIn(testApp.app, { site: 'hgtyc' });
    const launch = await postForm(
      testApp.app,
      '/api/findmed/v1/game/launch',
      { gameId: live[0]?.id ?? '' },
      { token: hgtycToken, site: 'hgtyc' },
    );
    expect(errorCodeOf(launch)).toBe('GAME_UNDER_MAINTENANCE');
  });

  it('pages recommended matches: d items tagged gameType 6 and isRecomd 1, t total, football by default', async () => {
    const first = await postForm(testApp.app, '/api/findmed/v1/match/recommend/list', {
      placement: 1,
      page: 1,
      page_size: 3,
    });
    const { d, t } = first.json().data as {
      d: { gameType: number; isRecomd: number; game_type: string; classification: string }[];
      t: number;
    };
    expect(d).toHaveLength(3);
    expect(t).toBe(5);
    for (const item of d)
      expect(item).toMatchObject({ gameType: 6, isRecomd: 1, game_type: 'sports', classification: '足球' });
    const last = (
      await postForm(testApp.app, '/api/findmed/v1/match/recommend/list', {
        placement: 1,
        page: 2,
        page_size: 3,
      })
    ).json().data;
    expect(last.d).toHaveLength(2);
    const second = (
      await postForm(testApp.app, '/api/findmed/v1/match/recommend/list', { placement: 2 })
    ).json().data;
    expect(second.t).toBe(3);
    const bad = await postForm(testApp.app, '/api/findmed/v1/match/recommend/list', { placement: 3 });
    expect(bad.json().data).toMatchObject({ code: 'FIELD_INVALID', field: 'placement' });
    const blty = (
      await postForm(testApp.app, '/api/findmed/v1/match/recommend/list', { placement: 1 }, { site: 'blty' })
    ).json().data;
    expect(blty).toEqual({ d: [], t: 0 }); // spec §6: recommended matches only for hgty and hgtyc
  });
});

describe('VIP, menu tree, agent', () => {
  it("shows the member's VIP standing, every level, and one level's privileges", async () => {
    const standing = (await get(testApp.app, '/api/findmed/v1/member/vips', { token })).json().data;
    expect(standing).toMatchObject({ level: 1, name: 'VIP1' });
    expect(standing.next.level).toBe(2);
    const levels = (await get(testApp.app, '/api/findmed/v1/member/vips/list', { token })).json().data;
    expect(levels.map((level: { level: number }) => level.level)).toEqual([0, 1, 2, 3, 4, 5]);
    const detail = await get(testApp.app, '/api/findmed/v1/member/vips/detail', {
      token,
      query: { level: '3' },
    });
    expect(detail.json().data.privileges.length).toBeGreaterThan(0);
    const missing = await get(testApp.app, '/api/findmed/v1/member/vips/detail', {
      token,
      query: { level: '42' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('member/tree id 010 is the user-centre menu in the request language with the unread badge', async () => {
    const tree = (
      await get(testApp.app, '/api/findmed/v1/member/tree', { token, lang: 'en-US', query: { id: '010' } })
    ).json().data;
    const entries = tree.flatMap(
      (section: { children: { key: string; title: string; badge?: number }[] }) => section.children,
    );
    expect(entries.find((entry: { key: string }) => entry.key === 'messages')).toMatchObject({
      title: 'Messages',
      badge: 3,
    });
    expect(
      (await get(testApp.app, '/api/findmed/v1/member/tree', { token, query: { id: '011' } })).statusCode,
    ).toBe(404);
  });

  it('gives the agent page data', async () => {
    const agent = (await get(testApp.app, '/api/findmed/v1/member/agent', { token })).json().data;
    expect(agent).toMatchObject({ invitedCount: 0, commissionRatePercent: '0.50', recentInvitees: [] });
  });
});

describe('content', () => {
  it('lists activities and shows one promotion; ids of other sites are not found', async () => {
    const list = (await get(testApp.app, '/api/findmed/v1/activity/list')).json().data;
    expect(list.total).toBe(3);
    const promo = await get(testApp.app, '/api/findmed/v1/promo/detail', { query: { id: 'hgty-promo-1' } });
    expect(promo.json().data.content).toContain('活动规则');
    expect(
      (await get(testApp.app, '/api/findmed/v1/promo/detail', { query: { id: 'by-promo-1' } })).statusCode,
    ).toBe(404);
    const missing = await get(testApp.app, '/api/findmed/v1/promo/detail');
    expect(missing.json().data).toMatchObject({ code: 'FIELD_REQUIRED', field: 'id' });
  });

  it('serves help and tutorial articles by the tutorial route names', async () => {
    const tutorials = (
      await get(testApp.app, '/api/findmed/v1/article/list', { query: { kind: 'tutorial' } })
    ).json().data;
    expect(tutorials.map((article: { slug: string }) => article.slug)).toContain('protocolDifference');
    const answer = await get(testApp.app, '/api/findmed/v1/article/detail', {
      query: { kind: 'tutorial', slug: 'games/answer' },
    });
    expect(answer.json().data.title).toBe('游戏问答');
    const help = (await get(testApp.app, '/api/findmed/v1/article/list', { query: { kind: 'help' } })).json()
      .data;
    expect(help.length).toBeGreaterThan(0);
  });
});

describe('task centre', () => {
  it('claims a completed task once, crediting the wallet through the ledger', async () => {
    // The seeded snapshot is reused across runs, so the seed's "today" may already be yesterday in the site's
    // time zone: today's three bets are recorded here (the sign-in of beforeAll counts for the sign-in task).
    const [demo] = await testApp.connection.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.siteCode, 'hgty'), eq(members.username, 'demo')));
    for (const bet of [1, 2, 3]) {
      await recordMemberEvent(testApp.connection.db, {
        memberId: demo?.id ?? '',
        kind: 'bet_placed',
        key: `catalogue-test-bet:${bet}`,
        occurredAt: new Date(),
      });
    }
    const balanceBefore = (await get(testApp.app, '/api/findmed/v1/member/balance', { token })).json().data;
    const groups = (
      await postJson(testApp.app, '/api/findmed/v1/task/conter/list_group', {}, { token })
    ).json().data;
    const daily = groups.list.find((group: { id: string }) => group.id === 'hgty-daily');
    expect(daily.claimable).toBe(2);
    const tasks = (
      await postJson(testApp.app, '/api/findmed/v1/task/conter/list', { groupId: 'hgty-daily' }, { token })
    ).json().data;
    const claimable = tasks.list.find((task: { status: string }) => task.status === 'claimable');
    const inProgress = tasks.list.find((task: { status: string }) => task.status === 'in_progress');
    const claim = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/list/receive',
      { taskId: claimable.id },
      { token, headers: claimKey() },
    );
    expect(claim.json().data).toEqual({ claimed: 1, reward: claimable.reward });
    const again = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/list/receive',
      { taskId: claimable.id },
      { token, headers: claimKey() },
    );
    expect(errorCodeOf(again)).toBe('REWARD_ALREADY_CLAIMED');
    const notDone = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/list/receive',
      { taskId: inProgress.id },
      { token, headers: claimKey() },
    );
    expect(errorCodeOf(notDone)).toBe('TASK_NOT_COMPLETED');
    const foreign = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/list/receive',
      { taskId: 'by-task-1' },
      { token, headers: claimKey() },
    );
    expect(foreign.statusCode).toBe(404);
    const balanceAfter = (await get(testApp.app, '/api/findmed/v1/member/balance', { token })).json().data;
    expect(JSON.stringify(balanceAfter)).not.toBe(JSON.stringify(balanceBefore));

    const group = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/list/one_receive',
      { groupId: 'hgty-daily' },
      { token, headers: claimKey() },
    );
    expect(group.json().data.claimed).toBe(1);
    const nothing = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/list/one_receive',
      { groupId: 'hgty-daily' },
      { token, headers: claimKey() },
    );
    expect(errorCodeOf(nothing)).toBe('NOTHING_TO_CLAIM');
    const records = (
      await postJson(testApp.app, '/api/findmed/v1/task/conter/member_record', {}, { token })
    ).json().data;
    expect(records.total).toBe(2);
  });

  it('pays an activity tier once the points are reached, and shows the badge count', async () => {
    const tag = (await postJson(testApp.app, '/api/findmed/v1/task/conter/tag', {}, { token })).json().data;
    expect(tag.activityPoints).toBeGreaterThanOrEqual(30);
    const tier = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/active/receive',
      { tierId: 'hgty-tier-30' },
      { token, headers: claimKey() },
    );
    expect(tier.json().data.claimed).toBe(1);
    // The task records name the reward in the member's language (hgty is a zh-CN site).
    const records = (
      await postJson(testApp.app, '/api/findmed/v1/task/conter/member_record', {}, { token })
    ).json().data;
    expect(records.list.map((record: { title: string }) => record.title)).toContain('活跃度 30 奖励');
    const locked = await postJson(
      testApp.app,
      '/api/findmed/v1/task/conter/active/receive',
      { tierId: 'hgty-tier-100' },
      { token, headers: claimKey() },
    );
    expect(errorCodeOf(locked)).toBe('TASK_NOT_COMPLETED');
    const visitor = (await postJson(testApp.app, '/api/findmed/v1/task/conter/content', {})).json().data;
    expect(visitor.tiers.map((entry: { status: string }) => entry.status)).toEqual([
      'locked',
      'locked',
      'locked',
    ]);
    const signedIn = (
      await postJson(testApp.app, '/api/findmed/v1/task/conter/content', {}, { token })
    ).json().data;
    expect(signedIn.tiers[0].status).toBe('claimed');
    expect(signedIn.tiers[2].status).toBe('locked');
  });

  it('takes task calls as JSON only', async () => {
    const form = await postForm(testApp.app, '/api/findmed/v1/task/conter/tag', { a: 1 }, { token });
    expect(form.statusCode).toBe(415);
    expect(errorCodeOf(form)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

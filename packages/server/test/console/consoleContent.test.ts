import { endpoints } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema/catalogue.ts';
import { operatorAuditLog } from '../../src/db/schema/consoleTables.ts';
import { runOperatorCommand } from '../../src/operator/commands.ts';
import { createTestApp, get, type TestApp } from '../support/testApp.ts';
import {
  type ConsoleBrowser,
  createOperator,
  consolePaths as paths,
  signedInConsole,
} from './consoleClient.ts';

const PASSWORD = 'Operator2026';
const BANNER = '/site-assets/hgty/banner-2.svg';

let testApp: TestApp;
/** an hgty operator who edits content; one who may only approve money there; a blty content operator */
let hgtyEditor: ConsoleBrowser;
let moneyOnly: ConsoleBrowser;
let bltyEditor: ConsoleBrowser;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.connection.db;
  const operators = [
    { username: 'content-hgty', siteCode: 'hgty', permissions: ['editContent' as const] },
    { username: 'content-money', siteCode: 'hgty', permissions: ['approveMoney' as const] },
    { username: 'content-blty', siteCode: 'blty', permissions: ['editContent' as const] },
  ];
  [hgtyEditor, moneyOnly, bltyEditor] = await Promise.all(
    operators.map(async ({ username, siteCode, permissions }) => {
      const { secret } = await createOperator(db, {
        username,
        password: PASSWORD,
        role: 'siteOperator',
        grants: [{ siteCode, permissions }],
      });
      return { username, password: PASSWORD, secret };
    }),
  ).then((accounts) => Promise.all(accounts.map((account) => signedInConsole(testApp, account))));
});
afterAll(async () => {
  await testApp?.close();
});

function refusal(reply: { status: number; body: { data: unknown } }) {
  const data = reply.body.data as { code: string; field?: string };
  return { status: reply.status, code: data.code, field: data.field };
}

async function auditOf(action: string, target: string) {
  return testApp.connection.db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.target, target)));
}

/** What a member's app reads: the current activities' titles, and one activity's detail. */
async function memberTitles(site = 'hgty'): Promise<string[]> {
  const reply = await get(testApp.app, endpoints.activityList.path, {
    site,
    query: { page: '1', page_size: '50' },
  });
  return (reply.json().data as { list: { title: string }[] }).list.map((activity) => activity.title);
}

function activityForm(overrides: Record<string, unknown> = {}) {
  const now = testApp.app.platform.clock();
  return {
    siteCode: 'hgty',
    title: 'Weekend reload',
    summary: 'Ten per cent on Saturday deposits',
    bannerUrl: BANNER,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 86_400_000).toISOString(),
    sort: 0,
    rules: '<p>Deposit on <strong>Saturday</strong>.</p>',
    ...overrides,
  };
}

describe('activities in the console', () => {
  it('creates, edits and ends an activity; members read each change at once; each is audited before and after', async () => {
    const form = activityForm();
    const created = await hgtyEditor.post(paths.consoleSaveActivity, form);
    expect(created.status).toBe(200);
    const { id } = created.body.data as { id: string };
    expect(await memberTitles()).toContain('Weekend reload');
    const [creation] = await auditOf('activity.published', id);
    expect(creation).toMatchObject({
      actor: 'operator:content-hgty',
      siteCode: 'hgty',
      before: null,
      after: { title: 'Weekend reload', bannerUrl: BANNER, sort: 0 },
    });

    const edited = await hgtyEditor.post(paths.consoleSaveActivity, { ...form, id, title: 'Sunday reload' });
    expect(edited.body.data).toEqual({ id });
    const titles = await memberTitles();
    expect(titles).toContain('Sunday reload');
    expect(titles).not.toContain('Weekend reload');
    const detail = await get(testApp.app, endpoints.promoDetail.path, { site: 'hgty', query: { id } });
    expect(detail.json().data).toMatchObject({ title: 'Sunday reload', content: activityForm().rules });
    const edits = await auditOf('activity.published', id);
    expect(edits.map((entry) => [entry.before, entry.after])).toContainEqual([
      expect.objectContaining({ title: 'Weekend reload' }),
      expect.objectContaining({ title: 'Sunday reload' }),
    ]);

    const listed = await hgtyEditor.get(paths.consoleListActivities, { siteCode: 'hgty' });
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ id, title: 'Sunday reload', rules: activityForm().rules }),
    );

    const ended = await hgtyEditor.post(paths.consoleEndActivity, { siteCode: 'hgty', id });
    expect(ended.status).toBe(200);
    expect(await memberTitles()).not.toContain('Sunday reload');
    const [ending] = await auditOf('activity.ended', id);
    expect(ending?.before).toMatchObject({ endsAt: form.endsAt });
    expect(ending?.after).toMatchObject({ endsAt: (ended.body.data as { endsAt: string }).endsAt });
  });

  it('refuses bad fields with their codes and changes nothing', async () => {
    const before = await hgtyEditor.get(paths.consoleListActivities, { siteCode: 'hgty' });
    const start = activityForm().startsAt;
    expect(
      refusal(await hgtyEditor.post(paths.consoleSaveActivity, activityForm({ endsAt: start }))),
    ).toEqual({
      status: 400,
      code: 'CONSOLE_ACTIVITY_ENDS_BEFORE_START',
      field: 'endsAt',
    });
    for (const bannerUrl of ['/site-assets/blty/banner-1.svg', 'https://elsewhere.example/banner.png']) {
      expect(refusal(await hgtyEditor.post(paths.consoleSaveActivity, activityForm({ bannerUrl })))).toEqual({
        status: 400,
        code: 'CONSOLE_IMAGE_NOT_OF_SITE',
        field: 'bannerUrl',
      });
    }
    const tooLong = refusal(
      await hgtyEditor.post(paths.consoleSaveActivity, activityForm({ title: 'x'.repeat(61) })),
    );
    expect(tooLong).toMatchObject({ status: 400, code: 'FIELD_INVALID', field: 'title' });
    const blank = refusal(await hgtyEditor.post(paths.consoleSaveActivity, activityForm({ summary: '' })));
    expect(blank).toMatchObject({ status: 400, field: 'summary' });
    const after = await hgtyEditor.get(paths.consoleListActivities, { siteCode: 'hgty' });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('offers the site’s own images and those its activities show, never another site’s', async () => {
    const images = (await hgtyEditor.get(paths.consoleSiteImages, { siteCode: 'hgty' })).body
      .data as string[];
    expect(images).toEqual(expect.arrayContaining([BANNER, '/demo-assets/activity/1.svg']));
    expect(images.some((image) => image.includes('/blty/'))).toBe(false);
  });

  it('takes an uploaded image for the site’s banners: served to anyone, refused for another site, audited', async () => {
    // the 8-byte PNG signature and an IHDR chunk: what the sniffing accepts as PNG
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const uploaded = await hgtyEditor.post(paths.consoleUploadContentImage, {
      siteCode: 'hgty',
      contentBase64: png.toString('base64'),
    });
    expect(uploaded.status).toBe(200);
    const { url } = uploaded.body.data as { url: string };
    const served = await get(testApp.app, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await hgtyEditor.get(paths.consoleSiteImages, { siteCode: 'hgty' })).body.data).toContain(url);
    const saved = await hgtyEditor.post(paths.consoleSaveActivity, activityForm({ bannerUrl: url }));
    expect(saved.status).toBe(200);
    const [entry] = await auditOf(
      'contentImage.uploaded',
      new URL(url, 'http://x').searchParams.get('id') ?? '',
    );
    expect(entry).toMatchObject({
      siteCode: 'hgty',
      before: null,
      after: { contentType: 'image/png', size: png.length },
    });
    // blty's own operator cannot put hgty's upload on a blty activity
    const elsewhere = await bltyEditor.post(
      paths.consoleSaveActivity,
      activityForm({ siteCode: 'blty', bannerUrl: url }),
    );
    expect(refusal(elsewhere)).toMatchObject({ status: 400, code: 'CONSOLE_IMAGE_NOT_OF_SITE' });
    const notAnImage = await hgtyEditor.post(paths.consoleUploadContentImage, {
      siteCode: 'hgty',
      contentBase64: Buffer.from('<svg onload="alert(1)"/>').toString('base64'),
    });
    expect(refusal(notAnImage)).toMatchObject({ status: 415, code: 'UPLOAD_NOT_AN_IMAGE' });
    const tooLarge = await hgtyEditor.post(paths.consoleUploadContentImage, {
      siteCode: 'hgty',
      contentBase64: Buffer.concat([png, Buffer.alloc(1024 * 1024)]).toString('base64'),
    });
    expect(tooLarge.status).toBe(400);
    const foreign = await bltyEditor.post(paths.consoleUploadContentImage, {
      siteCode: 'hgty',
      contentBase64: png.toString('base64'),
    });
    expect(refusal(foreign)).toMatchObject({ status: 404, code: 'CONSOLE_NOT_FOUND' });
    expect(
      (await get(testApp.app, endpoints.contentImage.path, { query: { id: 'unknown' } })).statusCode,
    ).toBe(404);
  });

  it('answers 404 outside the operator’s sites and 403 without editContent, changing nothing', async () => {
    const seeded = 'hgty-promo-1';
    const attempts = [
      () => bltyEditor.get(paths.consoleListActivities, { siteCode: 'hgty' }),
      () => bltyEditor.get(paths.consoleSiteImages, { siteCode: 'hgty' }),
      () => bltyEditor.get(paths.consoleMaintenanceState, { siteCode: 'hgty' }),
      () => bltyEditor.post(paths.consoleSaveActivity, activityForm({ id: seeded, title: 'Taken over' })),
      () => bltyEditor.post(paths.consoleEndActivity, { siteCode: 'hgty', id: seeded }),
    ];
    for (const attempt of attempts)
      expect(refusal(await attempt())).toMatchObject({ status: 404, code: 'CONSOLE_NOT_FOUND' });
    // blty's own operator cannot reach hgty's activity through its own site either
    const bltySave = await bltyEditor.post(
      paths.consoleSaveActivity,
      activityForm({ siteCode: 'blty', id: seeded, bannerUrl: '/site-assets/blty/banner-1.svg' }),
    );
    expect(refusal(bltySave)).toMatchObject({ status: 404, code: 'CONSOLE_NOT_FOUND' });
    const denied = [
      () => moneyOnly.get(paths.consoleListActivities, { siteCode: 'hgty' }),
      () => moneyOnly.get(paths.consoleMaintenanceState, { siteCode: 'hgty' }),
      () => moneyOnly.post(paths.consoleSaveActivity, activityForm({ id: seeded, title: 'Taken over' })),
      () => moneyOnly.post(paths.consoleEndActivity, { siteCode: 'hgty', id: seeded }),
    ];
    for (const attempt of denied)
      expect(refusal(await attempt())).toMatchObject({ status: 403, code: 'CONSOLE_PERMISSION_DENIED' });
    expect(await memberTitles()).not.toContain('Taken over');
    expect(await auditOf('activity.ended', seeded)).toHaveLength(0);
    expect(await auditOf('activity.published', seeded)).toHaveLength(0);
  });

  it('keeps the operator tool’s publish-activity working, audited the same way', async () => {
    const lines: string[] = [];
    await runOperatorCommand(
      testApp.connection.db,
      ['publish-activity', 'hgty', 'hgty-cli-night', 'Night owl', '<p>Late</p>'],
      (line) => lines.push(line),
      'cli-tester',
    );
    expect(lines).toEqual(['Activity hgty-cli-night published on hgty.']);
    expect(await memberTitles()).toContain('Night owl');
    const [entry] = await auditOf('activity.published', 'hgty-cli-night');
    expect(entry).toMatchObject({
      actor: 'operator:cli-tester',
      before: null,
      after: { title: 'Night owl', endsAt: null },
    });
  });
});

describe('maintenance state', () => {
  it('answers what members meet now: the site, each venue and game under maintenance, with notes, who and when', async () => {
    // The demo seeds a few games under maintenance, switched by no one.
    const seeded = (await hgtyEditor.get(paths.consoleMaintenanceState, { siteCode: 'hgty' })).body.data as {
      games: { id: string; switchedBy: string | null }[];
    };
    expect(seeded).toMatchObject({
      site: { underMaintenance: false, note: {}, switchedAt: null, switchedBy: null },
      venues: [],
    });
    expect(seeded.games.every((game) => game.switchedBy === null)).toBe(true);
    const note = { 'en-US': 'Back at 04:00', 'zh-CN': '凌晨4点恢复' };
    const switchingFrom = testApp.app.platform.clock();
    /** An instant of this test's switches (the test app's clock is real time, moved on by sign-ins). */
    const switchedNow = expect.toSatisfy(
      (value: string) =>
        Date.parse(value) >= switchingFrom && Date.parse(value) <= testApp.app.platform.clock(),
    );
    await hgtyEditor.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'venue',
      target: 'slots',
      on: true,
      note,
    });
    const [game] = await testApp.connection.db
      .select({ id: games.id, name: games.name })
      .from(games)
      .where(and(eq(games.siteCode, 'hgty'), eq(games.walletCode, 'live'), eq(games.maintenance, false)))
      .limit(1);
    if (!game) throw new Error('no hgty live game seeded');
    await hgtyEditor.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'game',
      target: game.id,
      on: true,
      note: { 'zh-HK': '稍後回來' },
    });
    const state = (await hgtyEditor.get(paths.consoleMaintenanceState, { siteCode: 'hgty' })).body.data as {
      site: { underMaintenance: boolean };
      venues: unknown[];
      games: unknown[];
    };
    expect(state.site.underMaintenance).toBe(false);
    expect(state.venues).toEqual([
      {
        walletCode: 'slots',
        name: expect.any(String),
        note,
        switchedAt: switchedNow,
        switchedBy: 'operator:content-hgty',
      },
    ]);
    expect(state.games).toEqual([
      {
        id: game.id,
        name: game.name,
        walletCode: 'live',
        note: { 'zh-HK': '稍後回來' },
        switchedAt: switchedNow,
        switchedBy: 'operator:content-hgty',
      },
      ...seeded.games,
    ]);

    await hgtyEditor.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'site',
      on: true,
      note: { 'en-US': 'Upgrading' },
    });
    const siteClosed = (await hgtyEditor.get(paths.consoleMaintenanceState, { siteCode: 'hgty' })).body
      .data as {
      site: unknown;
      venues: unknown[];
    };
    expect(siteClosed.site).toEqual({
      underMaintenance: true,
      note: { 'en-US': 'Upgrading' },
      switchedAt: switchedNow,
      switchedBy: 'operator:content-hgty',
    });
    expect(siteClosed.venues.length).toBeGreaterThan(1);

    await hgtyEditor.post(paths.consoleSwitchMaintenance, { siteCode: 'hgty', scope: 'site', on: false });
    await hgtyEditor.post(paths.consoleSwitchMaintenance, {
      siteCode: 'hgty',
      scope: 'game',
      target: game.id,
      on: false,
    });
    const reopened = await hgtyEditor.get(paths.consoleMaintenanceState, { siteCode: 'hgty' });
    expect(reopened.body.data).toEqual(seeded);
  });
});

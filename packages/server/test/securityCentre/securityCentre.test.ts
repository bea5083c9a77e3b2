import { endpoints } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/members.ts';
import { memberTwoStep } from '../../src/db/schema/securityCentreTables.ts';
import { twoStepThrottlePolicy } from '../../src/securityCentre/totpCodes.ts';
import { ageWithdrawalAccount, fundMember } from '../support/moneyFixtures.ts';
import { newIdempotencyKey, postMoney, sealed } from '../support/moneyHttp.ts';
import {
  type CallOptions,
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  publicKeyOf,
  registerMember,
  sealPassword,
  type TestApp,
} from '../support/testApp.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let testApp: TestApp;

beforeAll(async () => {
  // with the session cache on, as deployed: a revoked token must be refused although it was just read
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
afterEach(() => testApp.resetClock());

let clockOffsetMs = 0;
/** Moves the app's clock a whole TOTP step on, so the next code is a new one. */
function nextStep() {
  clockOffsetMs += 30_000;
  testApp.advanceClock(30_000);
}
afterEach(() => {
  clockOffsetMs = 0;
});

/** The code an authenticator app shows for `secret` at the app's time. */
function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + clockOffsetMs });
}

function data<T>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}

async function signInAttempt(
  username: string,
  password: string,
  options: CallOptions & { twoStepCode?: string } = {},
) {
  return postForm(
    testApp.app,
    endpoints.signIn.path,
    {
      username,
      password: sealPassword(await publicKeyOf(testApp.app), password),
      ...(options.twoStepCode ? { twoStepCode: options.twoStepCode } : {}),
    },
    options,
  );
}

async function signedInOn(username: string, password: string, device: string, twoStepCode?: string) {
  const response = await signInAttempt(username, password, { device, twoStepCode });
  expect(response.statusCode, response.body).toBe(200);
  return String(response.headers.id);
}

async function memberRowOf(username: string) {
  const [row] = await testApp.connection.db
    .select({ id: members.id, siteCode: members.siteCode })
    .from(members)
    .where(eq(members.username, username));
  if (!row) throw new Error(`no member ${username}`);
  return row;
}

const WITHDRAW_PASSWORD = '123456';

/**
 * Sets the member's withdrawal password and adds an Alipay account; answers the account's id. The account is
 * aged past the site's delay for new accounts unless the test is about that delay.
 */
async function withdrawalAccountOf(token: string, accountNumber: string, aged = true): Promise<string> {
  await postForm(
    testApp.app,
    endpoints.withdrawPasswordSet.path,
    { password: await sealed(testApp.app, WITHDRAW_PASSWORD) },
    { token },
  );
  const added = await postForm(
    testApp.app,
    endpoints.withdrawalAccountAdd.path,
    {
      kind: 'alipay',
      holderName: 'Test',
      accountNumber,
      withdrawPassword: await sealed(testApp.app, WITHDRAW_PASSWORD),
    },
    { token },
  );
  const { id } = data<{ id: string }>(added);
  if (aged) await ageWithdrawalAccount(testApp.connection.db, id);
  return id;
}

/** A member with two-step verification turned on; answers the secret and the recovery codes. */
async function memberWithTwoStep() {
  const member = await registerMember(testApp);
  const enrolled = data<{ secret: string; otpauthUri: string }>(
    await postForm(testApp.app, endpoints.twoStepEnrol.path, {}, { token: member.token }),
  );
  const confirmed = await postForm(
    testApp.app,
    endpoints.twoStepConfirm.path,
    { code: codeFor(enrolled.secret) },
    { token: member.token },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = data<{ recoveryCodes: string[] }>(confirmed);
  return { ...member, secret: enrolled.secret, otpauthUri: enrolled.otpauthUri, recoveryCodes };
}

describe('sign-in history', () => {
  it('keeps every attempt on an existing account with its device, place and outcome', async () => {
    const member = await registerMember(testApp);
    const wrong = await signInAttempt(member.username, 'Wrong12345', {
      headers: { 'user-agent': ANDROID_CHROME },
      ip: '10.1.2.3',
    });
    expect(errorCodeOf(wrong)).toBe('ACCOUNT_OR_PASSWORD_INVALID');
    const right = await signInAttempt(member.username, member.password, {
      headers: { 'user-agent': ANDROID_CHROME },
      ip: '203.0.113.9',
      device: 'h5--history-device-0042',
    });
    expect(right.statusCode).toBe(200);

    const history = data<{ outcome: string }[]>(
      await get(testApp.app, endpoints.signInHistory.path, { token: member.token }),
    );
    expect(history).toEqual([
      {
        occurredAt: expect.any(String),
        outcome: 'succeeded',
        browser: 'Chrome',
        operatingSystem: 'Android',
        deviceNumberMasked: '••••0042',
        place: 'unknown',
        addressMasked: '203.0.113.*',
      },
      expect.objectContaining({ outcome: 'passwordWrong', place: 'localNetwork', addressMasked: '10.1.2.*' }),
    ]);
  });

  it('is refused on a site without the security centre', async () => {
    const member = await registerMember(testApp, { site: 'by' });
    const response = await get(testApp.app, endpoints.signInHistory.path, {
      token: member.token,
      site: 'by',
    });
    expect(response.statusCode).toBe(404);
    expect(errorCodeOf(response)).toBe('SECURITY_FEATURE_UNAVAILABLE');
  });
});

describe('signed-in devices', () => {
  it('signing out all other devices refuses their tokens at once, and keeps this one', async () => {
    const member = await registerMember(testApp);
    const phone = await signedInOn(member.username, member.password, 'h5--phone');
    const tablet = await signedInOn(member.username, member.password, 'h5--tablet');
    const listed = data<{ id: string; current: boolean }[]>(
      await get(testApp.app, endpoints.activeSessions.path, { token: member.token }),
    );
    expect(listed).toHaveLength(3);
    expect(listed[0]?.current).toBe(true);

    const signedOut = await postForm(
      testApp.app,
      endpoints.signOutOtherSessions.path,
      {},
      { token: member.token },
    );
    expect(data(signedOut)).toEqual({ signedOut: 2 });
    for (const token of [phone, tablet]) {
      expect((await get(testApp.app, endpoints.memberInfo.path, { token })).statusCode).toBe(401);
    }
    expect((await get(testApp.app, endpoints.memberInfo.path, { token: member.token })).statusCode).toBe(200);
  });

  it('signs out one named device; another member cannot name it', async () => {
    const member = await registerMember(testApp);
    const phone = await signedInOn(member.username, member.password, 'h5--one-phone');
    const listed = data<{ id: string; current: boolean }[]>(
      await get(testApp.app, endpoints.activeSessions.path, { token: member.token }),
    );
    const other = listed.find((session) => !session.current);
    if (!other) throw new Error('the phone is not listed');
    const stranger = await registerMember(testApp);
    const strangerTry = await postForm(
      testApp.app,
      endpoints.signOutSession.path,
      { id: other.id },
      { token: stranger.token },
    );
    expect(strangerTry.statusCode).toBe(404);
    expect((await get(testApp.app, endpoints.memberInfo.path, { token: phone })).statusCode).toBe(200);

    const done = await postForm(
      testApp.app,
      endpoints.signOutSession.path,
      { id: other.id },
      { token: member.token },
    );
    expect(done.statusCode).toBe(200);
    expect((await get(testApp.app, endpoints.memberInfo.path, { token: phone })).statusCode).toBe(401);
  });
});

describe('two-step verification', () => {
  it('enrols with an otpauth URI, keeps the secret encrypted and answers ten recovery codes', async () => {
    const member = await memberWithTwoStep();
    expect(member.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(member.recoveryCodes).toHaveLength(10);
    const memberRow = await memberRowOf(member.username);
    const [stored] = await testApp.connection.db
      .select()
      .from(memberTwoStep)
      .where(eq(memberTwoStep.memberId, memberRow.id));
    expect(stored?.secretCiphertext).not.toContain(member.secret);
    const status = data(await get(testApp.app, endpoints.twoStepStatus.path, { token: member.token }));
    expect(status).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      withdrawalAboveMinor: 5_000_000,
      askedOnNewDevice: true,
    });
  });

  it('asks for a code on a new device, accepts a code once and refuses it replayed', async () => {
    const member = await memberWithTwoStep();
    nextStep();
    const withoutCode = await signInAttempt(member.username, member.password, { device: 'h5--new-laptop' });
    expect(withoutCode.statusCode).toBe(403);
    expect(errorCodeOf(withoutCode)).toBe('TWO_STEP_CODE_REQUIRED');

    const code = codeFor(member.secret);
    await signedInOn(member.username, member.password, 'h5--new-laptop', code);
    const replayed = await signInAttempt(member.username, member.password, {
      device: 'h5--another-laptop',
      twoStepCode: code,
    });
    expect(errorCodeOf(replayed)).toBe('TWO_STEP_CODE_INVALID');

    // the laptop is known now: no code asked there
    await signedInOn(member.username, member.password, 'h5--new-laptop');
    // a recovery code works once
    const [recovery] = member.recoveryCodes;
    await signedInOn(member.username, member.password, 'h5--third-device', recovery);
    const recoveryAgain = await signInAttempt(member.username, member.password, {
      device: 'h5--fourth-device',
      twoStepCode: recovery,
    });
    expect(errorCodeOf(recoveryAgain)).toBe('TWO_STEP_CODE_INVALID');

    const history = data<{ outcome: string }[]>(
      await get(testApp.app, endpoints.signInHistory.path, { token: member.token }),
    ).map((attempt) => attempt.outcome);
    expect(history.slice(0, 6)).toEqual([
      'twoStepWrong',
      'succeeded',
      'succeeded',
      'twoStepWrong',
      'succeeded',
      'twoStepRequired',
    ]);
  });

  it('locks after five wrong codes, refusing even the right one', async () => {
    const member = await memberWithTwoStep();
    nextStep();
    for (let attempt = 0; attempt < twoStepThrottlePolicy.lockAfter; attempt += 1) {
      const wrong = await signInAttempt(member.username, member.password, {
        device: 'h5--guessing-device',
        twoStepCode: '000000',
      });
      expect(errorCodeOf(wrong)).toBe(
        attempt === twoStepThrottlePolicy.lockAfter - 1 ? 'TWO_STEP_LOCKED' : 'TWO_STEP_CODE_INVALID',
      );
    }
    const right = await signInAttempt(member.username, member.password, {
      device: 'h5--guessing-device',
      twoStepCode: codeFor(member.secret),
    });
    expect(right.statusCode).toBe(423);
    expect(errorCodeOf(right)).toBe('TWO_STEP_LOCKED');
  });

  it('is needed for a withdrawal above the site amount', async () => {
    const member = await memberWithTwoStep();
    await fundMember(testApp.connection.db, await memberRowOf(member.username), 11_000_000);
    const accountId = await withdrawalAccountOf(member.token, 'two-step@example.com');
    const withdraw = async (amountMinor: number, twoStepCode?: string) =>
      postMoney(
        testApp.app,
        endpoints.withdraw.path,
        {
          withdrawalAccountId: accountId,
          amountMinor,
          withdrawPassword: await sealed(testApp.app, WITHDRAW_PASSWORD),
          ...(twoStepCode ? { twoStepCode } : {}),
        },
        member.token,
        newIdempotencyKey(),
      );
    expect((await withdraw(5_000_000)).statusCode).toBe(200);
    expect(errorCodeOf(await withdraw(5_000_001))).toBe('TWO_STEP_CODE_REQUIRED');
    nextStep();
    const withCode = await withdraw(5_000_001, codeFor(member.secret));
    expect(withCode.statusCode, withCode.body).toBe(200);
  });

  it('a member without it cannot withdraw above the site amount', async () => {
    const member = await registerMember(testApp);
    await fundMember(testApp.connection.db, await memberRowOf(member.username), 6_000_000);
    const refused = await postMoney(
      testApp.app,
      endpoints.withdraw.path,
      {
        withdrawalAccountId: '00000000-0000-4000-8000-000000000000',
        amountMinor: 5_000_001,
        withdrawPassword: await sealed(testApp.app, WITHDRAW_PASSWORD),
      },
      member.token,
    );
    expect(errorCodeOf(refused)).toBe('TWO_STEP_SETUP_REQUIRED');
  });
});

describe('new withdrawal accounts', () => {
  it('cannot be paid out to before the site delay (hgty: 24 hours), saying from when, in the form and the inbox', async () => {
    const member = await registerMember(testApp);
    await fundMember(testApp.connection.db, await memberRowOf(member.username), 100_000);
    const accountId = await withdrawalAccountOf(member.token, 'delay@example.com', false);
    const [listed] = data<{ createdAt: string; usableFrom: string }[]>(
      await get(testApp.app, endpoints.withdrawalAccounts.path, { token: member.token }),
    );
    expect(Date.parse(listed?.usableFrom ?? '') - Date.parse(listed?.createdAt ?? '')).toBe(24 * 3_600_000);
    const withdraw = async () =>
      postMoney(
        testApp.app,
        endpoints.withdraw.path,
        {
          withdrawalAccountId: accountId,
          amountMinor: 10_000,
          withdrawPassword: await sealed(testApp.app, WITHDRAW_PASSWORD),
        },
        member.token,
        newIdempotencyKey(),
        { lang: 'en-US' },
      );
    const early = await withdraw();
    expect(early.statusCode).toBe(409);
    expect(errorCodeOf(early)).toBe('WITHDRAWAL_ACCOUNT_NOT_YET_USABLE');
    expect(data<{ message: string }>(early).message).toMatch(
      /^This withdrawal account was added recently and cannot be used yet: usable from \d{4}-\d\d-\d\d \d\d:\d\d$/,
    );
    const inbox = data<{ list: { title: string; content: string }[] }>(
      await postForm(
        testApp.app,
        endpoints.messageList.path,
        { page: 1, page_size: 20 },
        { token: member.token },
      ),
    ).list;
    expect(inbox.find((message) => message.title === '已添加提款账户')?.content).toMatch(
      /该账户可于 \d{4}-\d\d-\d\d \d\d:\d\d 起用于提款/,
    );

    await ageWithdrawalAccount(testApp.connection.db, accountId);
    expect((await withdraw()).statusCode).toBe(200);
  });
});

describe('security notices', () => {
  it('puts a message in the inbox for a new device, a new withdrawal account and a changed password', async () => {
    const member = await registerMember(testApp);
    const titles = async (token: string) =>
      data<{ list: { title: string }[] }>(
        await postForm(testApp.app, endpoints.messageList.path, { page: 1, page_size: 20 }, { token }),
      ).list.map((message) => message.title);
    await signedInOn(member.username, member.password, 'h5--notice-phone');
    await withdrawalAccountOf(member.token, 'notice@example.com');
    const changed = await postForm(
      testApp.app,
      endpoints.updatePassword.path,
      {
        oldPassword: await sealed(testApp.app, member.password),
        newPassword: await sealed(testApp.app, 'Changed123x'),
      },
      { token: member.token },
    );
    expect(changed.statusCode).toBe(200);
    // hgty's language, zh-CN, when the app asks in no other
    expect(await titles(String(changed.headers.id))).toEqual([
      '登录密码已修改',
      '已添加提款账户',
      '提款密码已修改',
      '新设备登录',
    ]);
  });

  it('reads each notice in the language the app asks in, not the one the site had when it was written', async () => {
    const member = await registerMember(testApp);
    await withdrawalAccountOf(member.token, 'notice-language@example.com');
    const inboxIn = async (lang: string) =>
      data<{ list: { title: string; content: string }[] }>(
        await postForm(
          testApp.app,
          endpoints.messageList.path,
          { page: 1, page_size: 20 },
          { token: member.token, lang },
        ),
      ).list;

    const english = await inboxIn('en-US');
    expect(english.map((message) => message.title)).toEqual([
      'A withdrawal account was added',
      'Your withdrawal password was changed',
    ]);
    // the time from which the account is usable is in the notice whatever the language, on the site's clock
    expect(english[0]?.content).toMatch(/can be used for withdrawals from \d{4}-\d\d-\d\d \d\d:\d\d\.<\/p>$/);
    expect((await inboxIn('zh-HK')).map((message) => message.title)).toEqual([
      '已新增提款賬戶',
      '提款密碼已修改',
    ]);
    expect((await inboxIn('zh-CN')).map((message) => message.title)).toEqual([
      '已添加提款账户',
      '提款密码已修改',
    ]);
  });
});

describe('device recognition across sign-out', () => {
  const NEW_DEVICE_TITLE = '新设备登录';
  const newDeviceNotices = async (token: string) =>
    data<{ list: { title: string }[] }>(
      await postForm(testApp.app, endpoints.messageList.path, { page: 1, page_size: 50 }, { token }),
    ).list.filter((message) => message.title === NEW_DEVICE_TITLE).length;

  /** Signs in on a new device with a code; answers the device cookie the server set and the session token. */
  async function signedInOnNewDevice(member: Awaited<ReturnType<typeof memberWithTwoStep>>, device: string) {
    nextStep();
    const response = await signInAttempt(member.username, member.password, {
      device,
      twoStepCode: codeFor(member.secret),
    });
    expect(response.statusCode, response.body).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^device=[^;]+; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    return { cookie: setCookie.split(';')[0] ?? '', token: String(response.headers.id) };
  }

  it('signing in again on the same device after a sign-out asks no second step and sends no notice', async () => {
    const member = await memberWithTwoStep();
    const first = await signedInOnNewDevice(member, 'h5--phone-before-sign-out');
    expect(await newDeviceNotices(first.token)).toBe(1);

    const signedOut = await postForm(testApp.app, endpoints.signOut.path, {}, { token: first.token });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers['clear-site-data']).toBe('"cache", "storage"');

    // the app's storage is gone, so it sends a device id it just made; the cookie still names the device
    const again = await signInAttempt(member.username, member.password, {
      device: 'h5--phone-after-storage-cleared',
      headers: { cookie: first.cookie },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await newDeviceNotices(String(again.headers.id))).toBe(1);
  });

  it('an altered or made-up device cookie is a new device', async () => {
    const member = await memberWithTwoStep();
    const { cookie } = await signedInOnNewDevice(member, 'h5--phone-with-cookie');
    const [encodedDevice, signature] = cookie.slice('device='.length).split('.');
    const otherDevice = Buffer.from('h5--phone-with-cookie-2').toString('base64url');
    const forgeries = [
      `device=${otherDevice}.${signature}`,
      `device=${encodedDevice}.${(signature ?? '').replace(/^./, (first) => (first === 'A' ? 'B' : 'A'))}`,
      `device=${encodedDevice}`,
    ];
    for (const forged of forgeries) {
      const attempt = await signInAttempt(member.username, member.password, {
        device: 'h5--forger-device',
        headers: { cookie: forged },
      });
      expect(errorCodeOf(attempt), forged).toBe('TWO_STEP_CODE_REQUIRED');
    }
  });
});

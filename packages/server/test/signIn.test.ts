import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  publicKeyOf,
  registerMember,
  sealPassword,
  signIn,
  type TestApp,
} from './support/testApp.ts';
import { TEST_DEMO_PASSWORD } from './support/testConstants.ts';

const SIGN_IN = '/api/f/v1/member/login/mpe';
let testApp: TestApp;
let publicKey: string;

beforeAll(async () => {
  testApp = await createTestApp();
  publicKey = await publicKeyOf(testApp.app);
});
afterAll(() => testApp.close());

function attempt(
  username: string,
  password: string,
  options: { site?: string; captcha?: string; device?: string } = {},
) {
  return postForm(
    testApp.app,
    SIGN_IN,
    { username, password: sealPassword(publicKey, password), captcha: options.captcha },
    { site: options.site ?? 'hgty', device: options.device },
  );
}

describe('sign-in', () => {
  it('returns the member and a new session token in `id` (and `vid`) on every sign-in', async () => {
    const first = await attempt('demo', TEST_DEMO_PASSWORD);
    const second = await attempt('demo', TEST_DEMO_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: true,
      data: { username: 'demo', isLogin: true, siteCode: 'hgty' },
    });
    expect(first.headers.id).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(first.headers.vid).toBeTruthy();
    expect(first.headers['access-control-expose-headers']).toBe('id, vid');
    expect(second.headers.id).not.toBe(first.headers.id);
  });

  it('answers a wrong password, an unknown account and an unreadable ciphertext identically', async () => {
    const wrong = await attempt('demo', 'Wrong12345', { site: 'by' });
    const unknown = await attempt('nosuchuser', TEST_DEMO_PASSWORD, { site: 'by' });
    const garbage = await postForm(
      testApp.app,
      SIGN_IN,
      { username: 'demo', password: 'A'.repeat(512) },
      { site: 'by' },
    );
    for (const response of [wrong, unknown, garbage]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(wrong.body);
    }
    expect(errorCodeOf(wrong)).toBe('ACCOUNT_OR_PASSWORD_INVALID');
    // `by` defaults to zh-HK; the message follows the site's language when no lang header is sent.
    expect(wrong.json().data.message).toBe('帳號或密碼錯誤');
  });

  it('refuses a replayed ciphertext and one older than 5 minutes', async () => {
    const sealed = sealPassword(publicKey, TEST_DEMO_PASSWORD);
    const body = { username: 'demo', password: sealed };
    expect((await postForm(testApp.app, SIGN_IN, body, { site: 'hgtyc' })).statusCode).toBe(200);
    const replay = await postForm(testApp.app, SIGN_IN, body, { site: 'hgtyc' });
    expect(errorCodeOf(replay)).toBe('ACCOUNT_OR_PASSWORD_INVALID');
    const stale = sealPassword(publicKey, TEST_DEMO_PASSWORD, { timestampMs: Date.now() - 6 * 60_000 });
    const staleReply = await postForm(
      testApp.app,
      SIGN_IN,
      { username: 'demo', password: stale },
      { site: 'hgtyc' },
    );
    expect(errorCodeOf(staleReply)).toBe('ACCOUNT_OR_PASSWORD_INVALID');
  });

  it('stores argon2id hashes with m >= 19456 and t >= 2', async () => {
    const [row] = await testApp.connection.db
      .select()
      .from(members)
      .where(eq(members.username, 'demo'))
      .limit(1);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, time] = /m=(\d+),t=(\d+)/.exec(row?.passwordHash ?? '') ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(time)).toBeGreaterThanOrEqual(2);
  });

  it('asks for a captcha after 3 failures of an account, checks it, and locks after 10', async () => {
    const { username } = await registerMember(testApp, { site: 'betwin' });
    for (let failure = 0; failure < 3; failure += 1) {
      expect(errorCodeOf(await attempt(username, 'Wrong12345', { site: 'betwin' }))).toBe(
        'ACCOUNT_OR_PASSWORD_INVALID',
      );
    }
    const withoutCaptcha = await attempt(username, 'Secret123x', { site: 'betwin' });
    expect(errorCodeOf(withoutCaptcha)).toBe('CAPTCHA_REQUIRED');
    const device = 'h5--captcha-device';
    const image = await get(testApp.app, '/api/findmed/v1/member/captcha', { site: 'betwin', device });
    expect(image.headers['content-type']).toBe('image/png');
    const wrongCaptcha = await attempt(username, 'Secret123x', { site: 'betwin', device, captcha: 'zzzz' });
    expect(errorCodeOf(wrongCaptcha)).toBe('CAPTCHA_INVALID');
    // The answer was consumed by the wrong try: the right answer to the old image no longer works.
    const reused = await attempt(username, 'Secret123x', {
      site: 'betwin',
      device,
      captcha: testApp.captchaAnswers.get(device),
    });
    expect(errorCodeOf(reused)).toBe('CAPTCHA_INVALID');

    for (let failure = 3; failure < 10; failure += 1) {
      await get(testApp.app, '/api/findmed/v1/member/captcha', { site: 'betwin', device });
      const reply = await attempt(username, 'Wrong12345', {
        site: 'betwin',
        device,
        captcha: testApp.captchaAnswers.get(device),
      });
      expect(errorCodeOf(reply)).toBe('ACCOUNT_OR_PASSWORD_INVALID');
    }
    await get(testApp.app, '/api/findmed/v1/member/captcha', { site: 'betwin', device });
    const locked = await attempt(username, 'Secret123x', {
      site: 'betwin',
      device,
      captcha: testApp.captchaAnswers.get(device),
    });
    expect(locked.statusCode).toBe(423);
    expect(errorCodeOf(locked)).toBe('ACCOUNT_LOCKED');
    testApp.advanceClock(16 * 60_000);
    await get(testApp.app, '/api/findmed/v1/member/captcha', { site: 'betwin', device });
    const sealedLater = sealPassword(publicKey, 'Secret123x', { timestampMs: Date.now() + 16 * 60_000 });
    const afterLock = await postForm(
      testApp.app,
      SIGN_IN,
      { username, password: sealedLater, captcha: testApp.captchaAnswers.get(device) },
      { site: 'betwin', device },
    );
    testApp.resetClock();
    expect(afterLock.statusCode).toBe(200);
  });
});

describe('spraying from one address', () => {
  it('asks every sign-in from an address for a captcha after 5 failures, and locks the address after 20', async () => {
    const ip = '203.0.113.7';
    const names = Array.from({ length: 25 }, (_, index) => `spray${index}`);
    const codes: (string | undefined)[] = [];
    for (const name of names) {
      const response = await postForm(
        testApp.app,
        SIGN_IN,
        { username: name, password: sealPassword(publicKey, 'Passw0rd1') },
        { ip, site: 'blty' },
      );
      codes.push(errorCodeOf(response));
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('ACCOUNT_OR_PASSWORD_INVALID'));
    expect(codes[5]).toBe('CAPTCHA_REQUIRED');
    // Even with captchas solved, the address is locked once 20 failures pile up.
    const device = 'h5--sprayer';
    let lockedAfter = 0;
    for (let tries = 1; tries <= 20; tries += 1) {
      await get(testApp.app, '/api/findmed/v1/member/captcha', { site: 'blty', device, ip });
      const response = await postForm(
        testApp.app,
        SIGN_IN,
        {
          username: `other${tries}`,
          password: sealPassword(publicKey, 'Passw0rd1'),
          captcha: testApp.captchaAnswers.get(device),
        },
        { ip, site: 'blty', device },
      );
      if (errorCodeOf(response) === 'ACCOUNT_LOCKED') {
        lockedAfter = tries;
        break;
      }
    }
    expect(lockedAfter).toBeGreaterThan(0);
    expect(lockedAfter).toBeLessThanOrEqual(20);
    // The demo member signing in from elsewhere is unaffected.
    await expect(signIn(testApp.app, { site: 'blty' })).resolves.toBeTruthy();
  });
});

describe('register', () => {
  it('creates a member, signs it in, and links the inviter', async () => {
    const inviter = await registerMember(testApp);
    const info = await get(testApp.app, '/api/findmed/v1/member/token', { token: inviter.token });
    const inviteCode = info.json().data.inviteCode as string;
    const invitee = await registerMember(testApp, { inviteCode: inviteCode.toLowerCase() });
    const invite = await get(testApp.app, '/api/findmed/v1/member/invite', { token: inviter.token });
    expect(invite.json().data).toMatchObject({ inviteCode, invitedCount: 1 });
    expect(invite.json().data.url).toContain(`i_code=${inviteCode}`);
    expect(
      (await get(testApp.app, '/api/findmed/v1/member/token', { token: invitee.token })).statusCode,
    ).toBe(200);
  });

  it('refuses a taken name, a weak password, a bad invite code and a wrong captcha, creating nothing', async () => {
    const taken = await registerMember(testApp).then(async (existing) => {
      await get(testApp.app, '/api/findmed/v1/member/captcha', { device: 'h5--r2' });
      return postForm(
        testApp.app,
        '/api/f/v1/member/register',
        {
          username: existing.username,
          password: sealPassword(publicKey, 'Secret123x'),
          captcha: testApp.captchaAnswers.get('h5--r2'),
        },
        { device: 'h5--r2' },
      );
    });
    expect(errorCodeOf(taken)).toBe('USERNAME_TAKEN');
    expect(taken.statusCode).toBe(409);

    const cases: [Record<string, string>, string][] = [
      [{ password: 'abc123' }, 'PASSWORD_TOO_WEAK'],
      [{ password: 'short' }, 'PASSWORD_TOO_WEAK'],
      [{ inviteCode: 'NOPE1234' }, 'INVITE_CODE_INVALID'],
      [{ captcha: 'nope' }, 'CAPTCHA_INVALID'],
    ];
    for (const [override, code] of cases) {
      await get(testApp.app, '/api/findmed/v1/member/captcha', { device: 'h5--r3' });
      const username = `x${Math.random().toString(36).slice(2, 9)}`;
      const response = await postForm(
        testApp.app,
        '/api/f/v1/member/register',
        {
          username,
          password: sealPassword(publicKey, override.password ?? 'Secret123x'),
          captcha: override.captcha ?? testApp.captchaAnswers.get('h5--r3'),
          inviteCode: override.inviteCode,
        },
        { device: 'h5--r3' },
      );
      expect(errorCodeOf(response), JSON.stringify(override)).toBe(code);
      const rows = await testApp.connection.db.select().from(members).where(eq(members.username, username));
      expect(rows).toHaveLength(0);
    }
  });

  it('validates the account name (4-11 letters and digits) with a field-specific code', async () => {
    for (const username of ['abc', 'abcdefghijkl', 'has space', '名字名字']) {
      const response = await postForm(testApp.app, '/api/f/v1/member/register', {
        username,
        password: sealPassword(publicKey, 'Secret123x'),
        captcha: 'x',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toMatchObject({ code: 'FIELD_INVALID', field: 'username' });
    }
  });
});

describe('session cache', () => {
  it('forgets a session the moment it is signed out, even while cached', async () => {
    const token = await signIn(testApp.app, { site: 'by' });
    expect((await get(testApp.app, '/api/findmed/v1/member/token', { token, site: 'by' })).statusCode).toBe(
      200,
    );
    await postForm(testApp.app, '/api/f/v1/member/logout', {}, { token, site: 'by' });
    expect((await get(testApp.app, '/api/findmed/v1/member/token', { token, site: 'by' })).json()).toEqual({
      status: false,
      data: 'token',
    });
  });
});

describe('signed-in password change', () => {
  it('changes the password, ends other sessions and rotates this one', async () => {
    const member = await registerMember(testApp);
    const otherDevice = await signIn(testApp.app, { username: member.username, password: member.password });
    const response = await postForm(
      testApp.app,
      '/api/findmed/v1/member/updatepassword',
      {
        oldPassword: sealPassword(publicKey, member.password),
        newPassword: sealPassword(publicKey, 'Changed456y'),
      },
      { token: member.token },
    );
    expect(response.statusCode).toBe(200);
    const rotated = response.headers.id as string;
    expect(rotated).toBeTruthy();
    expect((await get(testApp.app, '/api/findmed/v1/member/token', { token: otherDevice })).statusCode).toBe(
      401,
    );
    expect((await get(testApp.app, '/api/findmed/v1/member/token', { token: member.token })).statusCode).toBe(
      401,
    );
    expect((await get(testApp.app, '/api/findmed/v1/member/token', { token: rotated })).statusCode).toBe(200);
    await expect(
      signIn(testApp.app, { username: member.username, password: 'Changed456y' }),
    ).resolves.toBeTruthy();
  });

  it('refuses a wrong old password without changing anything', async () => {
    const member = await registerMember(testApp);
    const response = await postForm(
      testApp.app,
      '/api/findmed/v1/member/updatepassword',
      {
        oldPassword: sealPassword(publicKey, 'Wrong99999'),
        newPassword: sealPassword(publicKey, 'Changed456y'),
      },
      { token: member.token },
    );
    expect(errorCodeOf(response)).toBe('OLD_PASSWORD_INCORRECT');
    await expect(
      signIn(testApp.app, { username: member.username, password: member.password }),
    ).resolves.toBeTruthy();
  });
});

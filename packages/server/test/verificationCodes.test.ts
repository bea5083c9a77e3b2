import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox } from '../src/db/schema/security.ts';
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

let testApp: TestApp;
let publicKey: string;

beforeAll(async () => {
  testApp = await createTestApp();
  publicKey = await publicKeyOf(testApp.app);
});
afterAll(() => testApp.close());
afterEach(() => testApp.resetClock());

/** The newest code delivered to a destination, read from the development outbox as a phone would show it. */
async function latestCode(destination: string): Promise<string | undefined> {
  const [message] = await testApp.connection.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.destination, destination))
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
}

async function outboxCount(destination: string): Promise<number> {
  const rows = await testApp.connection.db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.destination, destination)));
  return rows.length;
}

function uniquePhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

describe('binding a phone', () => {
  it('sends a 6-digit code to the outbox and binds the phone with it, once', async () => {
    const member = await registerMember(testApp);
    const phone = uniquePhone();
    const send = await postForm(
      testApp.app,
      '/api/service/sms',
      { purpose: 'bind_phone', areaCode: '+86', phone },
      { token: member.token },
    );
    expect(send.json()).toEqual({ status: true, data: { resendAfterSeconds: 60 } });
    const code = await latestCode(`+86 ${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    const bind = await postForm(
      testApp.app,
      '/api/findmed/v1/member/info/phone',
      { areaCode: '+86', phone, code: code ?? '' },
      { token: member.token },
    );
    expect(bind.statusCode).toBe(200);
    expect(bind.json().data.phone).toBe(`+86 ${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const again = await postForm(
      testApp.app,
      '/api/findmed/v1/member/info/phone',
      { areaCode: '+86', phone, code: code ?? '' },
      { token: member.token },
    );
    expect(errorCodeOf(again)).toBe('VERIFICATION_CODE_INVALID');
  });

  it('needs a session, and refuses a phone bound to another member', async () => {
    const phone = uniquePhone();
    const anonymous = await postForm(testApp.app, '/api/service/sms', {
      purpose: 'bind_phone',
      areaCode: '86',
      phone,
    });
    expect(anonymous.json()).toEqual({ status: false, data: 'token' });
    const first = await registerMember(testApp);
    await postForm(
      testApp.app,
      '/api/service/sms',
      { purpose: 'bind_phone', areaCode: '86', phone },
      { token: first.token },
    );
    const code = (await latestCode(`+86 ${phone}`)) ?? '';
    await postForm(
      testApp.app,
      '/api/findmed/v1/member/info/phone',
      { areaCode: '86', phone, code },
      { token: first.token },
    );
    const second = await registerMember(testApp);
    const taken = await postForm(
      testApp.app,
      '/api/service/sms',
      { purpose: 'bind_phone', areaCode: '86', phone },
      { token: second.token },
    );
    expect(errorCodeOf(taken)).toBe('CONTACT_ALREADY_BOUND');
  });

  it('allows one send per 60 s, a 5-minute lifetime and 5 tries per code', async () => {
    const member = await registerMember(testApp);
    const phone = uniquePhone();
    const destination = `+86 ${phone}`;
    const send = () =>
      postForm(
        testApp.app,
        '/api/service/sms',
        { purpose: 'bind_phone', areaCode: '86', phone },
        { token: member.token },
      );
    const bind = (code: string) =>
      postForm(
        testApp.app,
        '/api/findmed/v1/member/info/phone',
        { areaCode: '86', phone, code },
        { token: member.token },
      );
    expect((await send()).statusCode).toBe(200);
    const tooSoon = await send();
    expect(errorCodeOf(tooSoon)).toBe('VERIFICATION_CODE_SEND_FAILED');
    expect(tooSoon.json().data.message).toBe('获取验证码失败');
    expect(await outboxCount(destination)).toBe(1);

    const code = (await latestCode(destination)) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(errorCodeOf(await bind(wrong))).toBe('VERIFICATION_CODE_INVALID');
    expect(errorCodeOf(await bind(code))).toBe('VERIFICATION_CODE_INVALID'); // tries used up

    testApp.advanceClock(61_000);
    expect((await send()).statusCode).toBe(200);
    const fresh = (await latestCode(destination)) ?? '';
    testApp.advanceClock(5 * 60_000 + 1);
    expect(errorCodeOf(await bind(fresh))).toBe('VERIFICATION_CODE_INVALID'); // expired
  });

  it('never gives more than 10 codes a day from one address', async () => {
    const member = await registerMember(testApp);
    const ip = '198.51.100.23';
    const replies: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await postForm(
        testApp.app,
        '/api/service/sms',
        { purpose: 'bind_phone', areaCode: '86', phone: uniquePhone() },
        { token: member.token, ip },
      );
      replies.push(response.statusCode);
    }
    expect(replies.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(replies[10]).toBe(429);
  });
});

describe('binding an email and setting the real name', () => {
  it('binds an email with its code and stores a trimmed real name', async () => {
    const member = await registerMember(testApp);
    const email = `${member.username}@Example.com`;
    await postForm(
      testApp.app,
      '/api/service/email',
      { purpose: 'bind_email', email },
      { token: member.token },
    );
    const code = (await latestCode(email.toLowerCase())) ?? '';
    const bound = await postForm(
      testApp.app,
      '/api/findmed/v1/member/info/email',
      { email, code },
      { token: member.token },
    );
    expect(bound.json().data.email).toBe(`${member.username.slice(0, 1)}***@example.com`);
    const named = await postForm(
      testApp.app,
      '/api/findmed/v1/member/info/realName',
      { realName: ' 张三 ' },
      { token: member.token },
    );
    expect(named.json().data.realName).toBe('张三');
    const tooShort = await postForm(
      testApp.app,
      '/api/findmed/v1/member/info/realName',
      { realName: 'x' },
      { token: member.token },
    );
    expect(tooShort.json().data).toMatchObject({ code: 'FIELD_INVALID', field: 'realName' });
  });
});

describe('password recovery', () => {
  it('resets the password with a code sent to the bound phone and ends every session', async () => {
    const member = await registerMember(testApp);
    const phone = uniquePhone();
    await postForm(
      testApp.app,
      '/api/service/sms',
      { purpose: 'bind_phone', areaCode: '86', phone },
      { token: member.token },
    );
    await postForm(
      testApp.app,
      '/api/findmed/v1/member/info/phone',
      { areaCode: '86', phone, code: (await latestCode(`+86 ${phone}`)) ?? '' },
      { token: member.token },
    );
    testApp.advanceClock(61_000);
    const send = await postForm(testApp.app, '/api/service/sms', {
      purpose: 'forget_password',
      areaCode: '86',
      phone,
      username: member.username,
    });
    expect(send.statusCode).toBe(200);
    const code = (await latestCode(`+86 ${phone}`)) ?? '';
    const reset = await postForm(testApp.app, '/api/findmed/v1/member/forgetpassword', {
      username: member.username,
      channel: 'phone',
      code,
      newPassword: sealPassword(publicKey, 'Recovered77z', { timestampMs: Date.now() + 61_000 }),
    });
    expect(reset.json()).toEqual({ status: true, data: true });
    expect((await get(testApp.app, '/api/findmed/v1/member/token', { token: member.token })).statusCode).toBe(
      401,
    );
    testApp.resetClock();
    await expect(
      signIn(testApp.app, { username: member.username, password: 'Recovered77z' }),
    ).resolves.toBeTruthy();
  });

  it('answers a phone that is not bound exactly like one that is, and delivers nothing', async () => {
    const member = await registerMember(testApp);
    const phone = uniquePhone();
    const send = await postForm(testApp.app, '/api/service/sms', {
      purpose: 'forget_password',
      areaCode: '86',
      phone,
      username: member.username,
    });
    expect(send.json()).toEqual({ status: true, data: { resendAfterSeconds: 60 } });
    expect(await outboxCount(`+86 ${phone}`)).toBe(0);
    const reset = await postForm(testApp.app, '/api/findmed/v1/member/forgetpassword', {
      username: member.username,
      channel: 'phone',
      code: '123456',
      newPassword: sealPassword(publicKey, 'Recovered77z'),
    });
    expect(errorCodeOf(reset)).toBe('VERIFICATION_CODE_INVALID');
    await expect(
      signIn(testApp.app, { username: member.username, password: member.password }),
    ).resolves.toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { flushPromises } from '../../test/machineClock.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { type LoginField, loginMachine } from './loginMachine.ts';

function startLogin() {
  const recorded = withTestEffects(loginMachine);
  const actor = createActor(recorded.machine).start();
  return { actor, controller: recorded.controller, recorded };
}

type Login = ReturnType<typeof startLogin>;

async function settle(run: () => void) {
  run();
  await flushPromises();
}

function fill(login: Login, values: Partial<Record<LoginField, string>>) {
  for (const [field, value] of Object.entries(values) as Array<[LoginField, string]>) {
    login.actor.send({ type: 'FIELD.CHANGE', field, value });
  }
}

async function readyForm(): Promise<Login> {
  const login = startLogin();
  await settle(() => login.controller.resolve('loadCaptcha', { imageUrl: 'blob:captcha-1' }));
  fill(login, { accountName: 'player01', password: 'secret123', captcha: '4821' });
  return login;
}

async function submitUntilServerAnswers(login: Login) {
  login.actor.send({ type: 'SUBMIT' });
  await settle(() => login.controller.resolve('encryptPassword', 'encrypted-base64'));
}

describe('login machine', () => {
  it('loads the captcha image on start and shows it when it arrives', async () => {
    const login = startLogin();
    expect(login.actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    await settle(() => login.controller.resolve('loadCaptcha', { imageUrl: 'blob:captcha-1' }));
    expect(login.actor.getSnapshot().hasTag('captchaLoading')).toBe(false);
    expect(login.actor.getSnapshot().context.captchaImageUrl).toBe('blob:captcha-1');
  });

  it('offers a refresh when the captcha cannot be loaded, and a refresh loads a new one', async () => {
    const login = startLogin();
    await settle(() => login.controller.reject('loadCaptcha', new Error('offline')));
    expect(login.actor.getSnapshot().matches({ captcha: 'unavailable' })).toBe(true);
    login.actor.send({ type: 'CAPTCHA.REFRESH' });
    expect(login.controller.isRunning('loadCaptcha')).toBe(true);
    await settle(() => login.controller.resolve('loadCaptcha', { imageUrl: 'blob:captcha-2' }));
    login.actor.send({ type: 'CAPTCHA.REFRESH' });
    expect(login.actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
  });

  it('prompts for every required field on submit and sends nothing', async () => {
    const login = startLogin();
    login.actor.send({ type: 'SUBMIT' });
    expect(login.actor.getSnapshot().context.fieldErrors).toEqual({
      accountName: 'ACCOUNT_NAME_REQUIRED',
      password: 'PASSWORD_REQUIRED',
      captcha: 'CAPTCHA_REQUIRED',
    });
    expect(login.controller.isRunning('encryptPassword')).toBe(false);
  });

  it.each([
    ['abc', 'ACCOUNT_NAME_INVALID'],
    ['abcdefghijkl', 'ACCOUNT_NAME_INVALID'],
    ['abc_12', 'ACCOUNT_NAME_INVALID'],
    ['abcd', undefined],
    ['Player12345', undefined],
  ])('checks the account name %s on blur (4-11 letters and digits)', (value, expected) => {
    const login = startLogin();
    login.actor.send({ type: 'FIELD.CHANGE', field: 'accountName', value });
    login.actor.send({ type: 'FIELD.BLUR', field: 'accountName' });
    expect(login.actor.getSnapshot().context.fieldErrors.accountName).toBe(expected);
  });

  it('clears a field prompt as soon as the member types in it', () => {
    const login = startLogin();
    login.actor.send({ type: 'FIELD.BLUR', field: 'captcha' });
    expect(login.actor.getSnapshot().context.fieldErrors.captcha).toBe('CAPTCHA_REQUIRED');
    login.actor.send({ type: 'FIELD.CHANGE', field: 'captcha', value: '1' });
    expect(login.actor.getSnapshot().context.fieldErrors.captcha).toBeUndefined();
  });

  it('encrypts the password, submits the encrypted form, stores the session and loads member info and balance', async () => {
    const login = await readyForm();
    login.actor.send({ type: 'SUBMIT' });
    expect(login.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(login.controller.inputOf('encryptPassword')).toEqual({ password: 'secret123' });

    await settle(() => login.controller.resolve('encryptPassword', 'encrypted-base64'));
    expect(login.controller.inputOf('submitLogin')).toEqual({
      accountName: 'player01',
      encryptedPassword: 'encrypted-base64',
      captcha: '4821',
    });

    await settle(() => login.controller.resolve('submitLogin', { token: 'session-token', vid: 'vid-7' }));
    expect(login.recorded.log).toEqual([
      { name: 'storeSession', params: { token: 'session-token', vid: 'vid-7' } },
    ]);
    expect(login.controller.isRunning('loadMemberInfo')).toBe(true);
    expect(login.controller.isRunning('loadBalance')).toBe(true);
    expect(login.actor.getSnapshot().context.encryptedPassword).toBeNull();

    await settle(() => login.controller.resolve('loadMemberInfo', { username: 'player01' }));
    expect(login.actor.getSnapshot().hasTag('signedIn')).toBe(false);
    await settle(() => login.controller.resolve('loadBalance', { amount: 0 }));
    expect(login.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(login.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(login.recorded.names()).toEqual(['storeSession', 'navigateAfterSignIn']);
  });

  it('shows "account or password error" alone, keeps the password and refreshes the captcha', async () => {
    const login = await readyForm();
    await submitUntilServerAnswers(login);
    await settle(() => login.controller.reject('submitLogin', { code: 'ACCOUNT_OR_PASSWORD_INVALID' }));
    const { context } = login.actor.getSnapshot();
    expect(context.failure).toEqual({ kind: 'credentials', code: 'ACCOUNT_OR_PASSWORD_INVALID' });
    expect(context.values).toEqual({
      accountName: 'player01',
      password: 'secret123',
      captcha: '',
      twoStepCode: '',
    });
    expect(context.fieldErrors).toEqual({});
    expect(login.actor.getSnapshot().matches({ form: 'editing', captcha: 'loading' })).toBe(true);
    expect(login.controller.isRunning('loadCaptcha')).toBe(true);
  });

  it('asks for the two-step code once the server wants one, and sends it with the next attempt', async () => {
    const login = await readyForm();
    await submitUntilServerAnswers(login);
    expect(login.controller.inputOf('submitLogin')).toMatchObject({ twoStepCode: undefined });
    await settle(() => login.controller.reject('submitLogin', { code: 'TWO_STEP_CODE_REQUIRED' }));
    const { context } = login.actor.getSnapshot();
    expect(context.failure).toEqual({ kind: 'twoStep', code: 'TWO_STEP_CODE_REQUIRED' });
    expect(context.twoStepAsked).toBe(true);

    await settle(() => login.controller.resolve('loadCaptcha', { imageUrl: 'blob:captcha-2' }));
    fill(login, { captcha: '9931', twoStepCode: '123456' });
    await submitUntilServerAnswers(login);
    expect(login.controller.inputOf('submitLogin')).toEqual({
      accountName: 'player01',
      encryptedPassword: 'encrypted-base64',
      captcha: '9931',
      twoStepCode: '123456',
    });
  });

  it.each(['CAPTCHA_INVALID', 'VERIFICATION_CODE_INVALID'])(
    'shows "verification code error" for %s, keeps the password and refreshes the captcha',
    async (code) => {
      const login = await readyForm();
      await submitUntilServerAnswers(login);
      await settle(() => login.controller.reject('submitLogin', { code }));
      const { context } = login.actor.getSnapshot();
      expect(context.failure).toEqual({ kind: 'verificationCode', code });
      expect(context.values.password).toBe('secret123');
      expect(context.values.captcha).toBe('');
      expect(login.controller.isRunning('loadCaptcha')).toBe(true);
    },
  );

  it('passes any other server code through and treats a missing answer as a request failure', async () => {
    const locked = await readyForm();
    await submitUntilServerAnswers(locked);
    await settle(() => locked.controller.reject('submitLogin', { code: 'ACCOUNT_LOCKED' }));
    expect(locked.actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', code: 'ACCOUNT_LOCKED' });

    const offline = await readyForm();
    await submitUntilServerAnswers(offline);
    await settle(() => offline.controller.reject('submitLogin', new TypeError('fetch failed')));
    expect(offline.actor.getSnapshot().context.failure).toEqual({ kind: 'requestFailed', code: null });
    expect(offline.controller.isRunning('loadCaptcha')).toBe(true);
  });

  it('keeps the captcha when the password could not be encrypted (nothing reached the server)', async () => {
    const login = await readyForm();
    login.actor.send({ type: 'SUBMIT' });
    await settle(() => login.controller.reject('encryptPassword', new Error('no public key')));
    expect(login.actor.getSnapshot().context.failure).toEqual({ kind: 'requestFailed', code: null });
    expect(login.actor.getSnapshot().context.values.captcha).toBe('4821');
    expect(login.controller.isRunning('loadCaptcha')).toBe(false);
  });

  it('ignores typing and a second submit while the attempt is in flight', async () => {
    const login = await readyForm();
    login.actor.send({ type: 'SUBMIT' });
    login.actor.send({ type: 'FIELD.CHANGE', field: 'accountName', value: 'someoneElse' });
    login.actor.send({ type: 'SUBMIT' });
    expect(login.actor.getSnapshot().matches({ form: 'encrypting' })).toBe(true);
    expect(login.actor.getSnapshot().context.values.accountName).toBe('player01');
  });

  it('still signs in when member info or balance cannot be loaded, and logs the failure', async () => {
    const login = await readyForm();
    await submitUntilServerAnswers(login);
    await settle(() => login.controller.resolve('submitLogin', { token: 'session-token', vid: null }));
    const failure = new Error('balance down');
    await settle(() => login.controller.reject('loadBalance', failure));
    await settle(() => login.controller.reject('loadMemberInfo', failure));
    expect(login.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(login.recorded.log.filter((entry) => entry.name === 'reportLoadFailure')).toEqual([
      { name: 'reportLoadFailure', params: { what: 'balance', error: failure } },
      { name: 'reportLoadFailure', params: { what: 'memberInfo', error: failure } },
    ]);
  });
});

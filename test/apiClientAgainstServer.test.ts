/**
 * The client against the reference API (@platform/server), over real HTTP on 127.0.0.1: register with a
 * captcha and an RSA-encrypted password, sign in, read member data, sign out, and meet the session-invalid
 * answer with the old token. It lives at the root because only cross-package tests may start the server.
 */
import type { AddressInfo } from 'node:net';
import {
  type ApiClient,
  ApiError,
  createApiClient,
  createIdempotencyKey,
  SessionInvalidError,
} from '@platform/api-client';
import { errorMessage } from '@platform/contract';
import { buildApp, defaultSiteDirectory, openDatabase, seedDemoData } from '@platform/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientFixture,
  createClientFixture,
} from '../packages/api-client/test/support/clientFixture.ts';

describe('api-client against the reference server', () => {
  const captchaAnswers = new Map<string, string>();
  let close: () => Promise<void>;
  let fixture: ClientFixture;
  let client: ApiClient;
  const username = `it${Date.now().toString(36).slice(-8)}`;
  const password = 'Correct-Horse-42';

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const hgty = defaultSiteDirectory().all.filter((site) => site.code === 'hgty');
    await seedDemoData(database.db, hgty, { demoPassword: 'Demo-Password-1', nowMs: Date.now() });
    const app = await buildApp({
      db: database.db,
      logLevel: 'silent',
      rateLimits: false,
      revealCaptchaAnswer: (deviceNumber: string, answer: string) => captchaAnswers.set(deviceNumber, answer),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as AddressInfo;
    close = async () => {
      await app.close();
      await database.close();
    };
    fixture = createClientFixture();
    client = createApiClient(fixture.options(`http://127.0.0.1:${address.port}`));
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  const currentCaptchaAnswer = () => captchaAnswers.get(fixture.storage.local.getItem('uuid') ?? '') ?? '';

  it('registers with a captcha and an encrypted password, and is signed in by the id header', async () => {
    const image = await client.api.captcha();
    expect(image.type).toBe('image/png');
    const body = await client.encryptPasswordFields('register', {
      username,
      password,
      captcha: currentCaptchaAnswer(),
    });
    const member = await client.api.register({ body });
    expect(member).toMatchObject({ username, isLogin: true });
    expect(client.isSignedIn()).toBe(true);
    await expect(client.api.memberInfo()).resolves.toMatchObject({ username });
  });

  it('replays a money-moving call under the same Idempotency-Key and refuses the key for another body', async () => {
    const [channel] = await client.api.depositChannels();
    if (channel === undefined) throw new Error('the seed created no deposit channel for hgty');
    const key = createIdempotencyKey();
    const body = { channelId: channel.id, amountMinor: channel.minimumMinor };
    const first = await client.api.depositOrderCreate({ body, idempotencyKey: key });
    const replayed = await client.api.depositOrderCreate({ body, idempotencyKey: key });
    expect(replayed).toEqual(first);
    const otherBody = { ...body, amountMinor: channel.minimumMinor + 100 };
    await expect(
      client.api.depositOrderCreate({ body: otherBody, idempotencyKey: key }),
    ).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      httpStatus: 409,
    });
    const fresh = await client.api.depositOrderCreate({ body: otherBody });
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.amountMinor).toBe(channel.minimumMinor + 100);
  });

  it('signs out, then meets the "token" answer with the old token and goes to /login', async () => {
    const oldToken = client.session.token() ?? '';
    await client.api.signOut({ body: {} });
    client.forgetSession();
    client.session.setToken(oldToken);
    await expect(client.api.memberInfo()).rejects.toBeInstanceOf(SessionInvalidError);
    expect(client.session.token()).toBeNull();
    expect(fixture.hooks.navigations).toEqual(['/login']);
  });

  it('signs in again; a wrong password is an ApiError in the request language', async () => {
    fixture.locale = 'en-US';
    const wrong = await client.encryptPasswordFields('signIn', { username, password: 'not-the-password' });
    const error = await client.api.signIn({ body: wrong }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ACCOUNT_OR_PASSWORD_INVALID' });
    expect((error as ApiError).message).toBe(errorMessage('ACCOUNT_OR_PASSWORD_INVALID', 'en-US'));

    const right = await client.encryptPasswordFields('signIn', { username, password });
    await expect(client.api.signIn({ body: right })).resolves.toMatchObject({ username });
    expect(client.isSignedIn()).toBe(true);

    // The same ciphertext again is a replay: refused like a wrong password.
    await expect(client.api.signIn({ body: right })).rejects.toMatchObject({
      code: 'ACCOUNT_OR_PASSWORD_INVALID',
    });
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKeys } from '../src/db/schema/security.ts';
import { runOperatorCommand } from '../src/operator/commands.ts';
import { PASSWORD_KEY_GRACE_MS } from '../src/security/rsaKeys.ts';
import {
  createTestApp,
  errorCodeOf,
  postForm,
  publicKeyOf,
  sealPassword,
  type TestApp,
} from './support/testApp.ts';
import { TEST_DEMO_PASSWORD } from './support/testConstants.ts';

const SIGN_IN = '/api/f/v1/member/login/mpe';
/** How long an instance may keep serving the key it read (security/rsaKeys.ts refreshes every 30 s). */
const KEY_RING_REFRESH_MS = 30_000;

let testApp: TestApp;
let offsetMs = 0;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function advance(ms: number) {
  offsetMs += ms;
  testApp.advanceClock(ms);
}

/** A sign-in of the demo member with the password sealed under `publicKey`, stamped with the app's time. */
function signInSealedWith(publicKey: string) {
  return postForm(
    testApp.app,
    SIGN_IN,
    {
      username: 'demo',
      password: sealPassword(publicKey, TEST_DEMO_PASSWORD, { timestampMs: Date.now() + offsetMs }),
    },
    { site: 'blty' },
  );
}

describe('password key rotation', () => {
  it('serves the new key after a rotation and decrypts with the old one only during the grace period', async () => {
    const oldKey = await publicKeyOf(testApp.app);
    const lines: string[] = [];
    await runOperatorCommand(testApp.connection.db, ['rotate-password-key'], (line) => lines.push(line));
    expect(lines.join('\n')).toMatch(/is active/);

    advance(KEY_RING_REFRESH_MS);
    const newKey = await publicKeyOf(testApp.app);
    expect(newKey).not.toBe(oldKey);
    expect((await signInSealedWith(newKey)).statusCode).toBe(200);
    // a client that fetched the key just before the rotation still signs in
    expect((await signInSealedWith(oldKey)).statusCode).toBe(200);

    advance(PASSWORD_KEY_GRACE_MS);
    const late = await signInSealedWith(oldKey);
    expect(late.statusCode).toBe(400);
    expect(errorCodeOf(late)).toBe('ACCOUNT_OR_PASSWORD_INVALID');
    expect((await signInSealedWith(newKey)).statusCode).toBe(200);
  });

  it('cannot hold two active key pairs, whoever inserts the second', async () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await expect(
      testApp.connection.db.insert(rsaKeys).values({
        keyId: 'second-active',
        publicKeySpkiPem: pair.publicKey,
        privateKeyPkcs8Pem: pair.privateKey,
        active: true,
      }),
    ).rejects.toThrow();
  });
});

import { constants, createPrivateKey, generateKeyPair, type KeyObject, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rsaKeys, usedPasswordNonces } from '../db/schema/security.ts';
import type { Clock } from './clock.ts';
import { randomToken } from './tokens.ts';

const generateKeyPairAsync = promisify(generateKeyPair);

/** How old the `t` inside a password ciphertext may be, and how far ahead of the server clock. */
export const PASSWORD_CIPHERTEXT_MAX_AGE_MS = 5 * 60_000;
const PASSWORD_CIPHERTEXT_MAX_SKEW_MS = 60_000;
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

export interface PasswordKeyRing {
  keyId: string;
  publicKeySpkiPem: string;
  /** The password inside a ciphertext, or null for anything unusable: bad base64 or padding, stale, replayed. */
  decryptPassword(ciphertextBase64: string): Promise<string | null>;
}

/** Loads the site-wide key pair, generating and storing a 3072-bit one on first start. */
export async function loadPasswordKeyRing(db: Database, clock: Clock): Promise<PasswordKeyRing> {
  let [stored] = await db.select().from(rsaKeys).limit(1);
  if (!stored) {
    const pair = await generateKeyPairAsync('rsa', {
      modulusLength: 3072,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await db
      .insert(rsaKeys)
      .values({
        keyId: randomToken(9),
        publicKeySpkiPem: pair.publicKey,
        privateKeyPkcs8Pem: pair.privateKey,
      })
      .onConflictDoNothing();
    [stored] = await db.select().from(rsaKeys).limit(1);
  }
  if (!stored) throw new Error('RSA key pair could not be stored');
  const privateKey: KeyObject = createPrivateKey(stored.privateKeyPkcs8Pem);
  let lastPurgeMs = 0;

  return {
    keyId: stored.keyId,
    publicKeySpkiPem: stored.publicKeySpkiPem,
    async decryptPassword(ciphertextBase64) {
      let plaintext: string;
      try {
        plaintext = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertextBase64, 'base64'),
        ).toString('utf8');
      } catch {
        return null;
      }
      const parsed = parseSealedPassword(plaintext);
      if (!parsed) return null;
      const now = clock();
      if (
        parsed.timestampMs < now - PASSWORD_CIPHERTEXT_MAX_AGE_MS ||
        parsed.timestampMs > now + PASSWORD_CIPHERTEXT_MAX_SKEW_MS
      ) {
        return null;
      }
      if (now - lastPurgeMs > 60_000) {
        lastPurgeMs = now;
        await db.delete(usedPasswordNonces).where(lt(usedPasswordNonces.expiresAt, new Date(now)));
      }
      // The nonce is claimed before the password is used: a replayed ciphertext finds it taken.
      const claimed = await db
        .insert(usedPasswordNonces)
        .values({
          nonce: parsed.nonce,
          expiresAt: new Date(
            parsed.timestampMs + PASSWORD_CIPHERTEXT_MAX_AGE_MS + PASSWORD_CIPHERTEXT_MAX_SKEW_MS,
          ),
        })
        .onConflictDoNothing()
        .returning({ nonce: usedPasswordNonces.nonce });
      return claimed.length === 1 ? parsed.password : null;
    },
  };
}

function parseSealedPassword(
  plaintext: string,
): { password: string; nonce: string; timestampMs: number } | null {
  let value: unknown;
  try {
    value = JSON.parse(plaintext);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { v, n, t } = value as Record<string, unknown>;
  if (typeof v !== 'string' || typeof n !== 'string' || typeof t !== 'number') return null;
  if (!NONCE_PATTERN.test(n) || !Number.isSafeInteger(t)) return null;
  return { password: v, nonce: n, timestampMs: t };
}

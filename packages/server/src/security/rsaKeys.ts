import { constants, createPrivateKey, generateKeyPair, type KeyObject, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rsaKeys, usedPasswordNonces } from '../db/schema/security.ts';
import type { Clock } from './clock.ts';
import { randomToken } from './tokens.ts';

const generateKeyPairAsync = promisify(generateKeyPair);

/** How old the `t` inside a password ciphertext may be, and how far ahead of the server clock. */
export const PASSWORD_CIPHERTEXT_MAX_AGE_MS = 5 * 60_000;
const PASSWORD_CIPHERTEXT_MAX_SKEW_MS = 60_000;
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/** How long a process serves and decrypts with the keys it read before reading them again. */
const KEY_RING_REFRESH_MS = 30_000;
/** A ciphertext no loaded key opens may be for a pair made since: read again, but at most this often. */
const KEY_RING_MISS_REFRESH_MS = 1_000;
/**
 * How long a retired pair still decrypts after a rotation: another instance may serve it for up to a refresh
 * interval (30 s), and a client may seal with it for up to the ciphertext's maximum age plus clock skew (6 min)
 * after that; 10 minutes covers both with room to spare.
 */
export const PASSWORD_KEY_GRACE_MS = 10 * 60_000;

/** The public half of the active pair, as `GET /api/f/v1/member/rsaKey` serves it. */
export interface PasswordPublicKey {
  keyId: string;
  publicKeySpkiPem: string;
}

export interface PasswordKeyRing {
  /** The pair clients are to seal with now (re-read from the database every 30 s, so a rotation reaches every instance). */
  activeKey(): Promise<PasswordPublicKey>;
  /** The password inside a ciphertext, or null for anything unusable: bad base64 or padding, stale, replayed. */
  decryptPassword(ciphertextBase64: string): Promise<string | null>;
}

interface UsableKeys {
  active: PasswordPublicKey;
  /** The active pair's private key first, then those of retired pairs still in their grace period. */
  privateKeys: KeyObject[];
}

async function newKeyPair(): Promise<typeof rsaKeys.$inferInsert> {
  const pair = await generateKeyPairAsync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { keyId: randomToken(9), publicKeySpkiPem: pair.publicKey, privateKeyPkcs8Pem: pair.privateKey };
}

async function readUsableKeys(db: Database, clock: Clock) {
  return db
    .select()
    .from(rsaKeys)
    .where(or(eq(rsaKeys.active, true), gt(rsaKeys.retiredAt, new Date(clock() - PASSWORD_KEY_GRACE_MS))))
    .orderBy(desc(rsaKeys.active), desc(rsaKeys.createdAt));
}

/**
 * The active pair and the retired ones still usable; on first start, makes the active pair. Two instances doing
 * that at once both insert, the partial unique index keeps one (the other insert does nothing), and both read it.
 */
async function loadUsableKeys(db: Database, clock: Clock): Promise<UsableKeys> {
  let rows = await readUsableKeys(db, clock);
  if (!rows[0]?.active) {
    await db
      .insert(rsaKeys)
      .values({ ...(await newKeyPair()), active: true })
      .onConflictDoNothing();
    rows = await readUsableKeys(db, clock);
  }
  const [active] = rows;
  if (!active?.active) throw new Error('no active RSA key pair could be stored');
  return {
    active: { keyId: active.keyId, publicKeySpkiPem: active.publicKeySpkiPem },
    privateKeys: rows.map((row) => createPrivateKey(row.privateKeyPkcs8Pem)),
  };
}

/**
 * Makes a new active pair and retires the previous one, which keeps decrypting for PASSWORD_KEY_GRACE_MS (clients
 * may hold its public key for a few minutes). Two rotations at once: the second finds no active row to retire and
 * its insert breaks the one-active index, so it fails and changes nothing.
 */
export async function rotatePasswordKey(db: Database, clock: Clock): Promise<PasswordPublicKey> {
  const pair = await newKeyPair();
  await db.transaction(async (tx) => {
    await tx
      .update(rsaKeys)
      .set({ active: false, retiredAt: new Date(clock()) })
      .where(eq(rsaKeys.active, true));
    await tx.insert(rsaKeys).values({ ...pair, active: true });
  });
  return { keyId: pair.keyId, publicKeySpkiPem: pair.publicKeySpkiPem };
}

function openWithAny(privateKeys: readonly KeyObject[], ciphertext: Buffer): string | null {
  for (const key of privateKeys) {
    try {
      return privateDecrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        ciphertext,
      ).toString('utf8');
    } catch {
      // not sealed with this pair (or not a ciphertext at all): try the next
    }
  }
  return null;
}

/** Loads the site-wide key ring, generating and storing the active 3072-bit pair on first start. */
export async function loadPasswordKeyRing(db: Database, clock: Clock): Promise<PasswordKeyRing> {
  let keys = await loadUsableKeys(db, clock);
  let loadedAtMs = clock();
  const reloadWhenOlderThan = async (ageMs: number) => {
    if (clock() - loadedAtMs < ageMs) return;
    loadedAtMs = clock();
    keys = await loadUsableKeys(db, clock);
  };
  let lastPurgeMs = 0;

  return {
    async activeKey() {
      await reloadWhenOlderThan(KEY_RING_REFRESH_MS);
      return keys.active;
    },
    async decryptPassword(ciphertextBase64) {
      await reloadWhenOlderThan(KEY_RING_REFRESH_MS);
      const ciphertext = Buffer.from(ciphertextBase64, 'base64');
      let plaintext = openWithAny(keys.privateKeys, ciphertext);
      if (plaintext === null) {
        await reloadWhenOlderThan(KEY_RING_MISS_REFRESH_MS);
        plaintext = openWithAny(keys.privateKeys, ciphertext);
      }
      if (plaintext === null) return null;
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

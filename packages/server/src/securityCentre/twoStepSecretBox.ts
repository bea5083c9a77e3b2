import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { serverKey } from '../security/serverKey.ts';

/**
 * The key that encrypts two-step secrets at rest (AES-256-GCM): `TWO_STEP_SECRET_KEY` (server README "Two-step
 * verification").
 */
function secretKey(): Buffer {
  return serverKey('TWO_STEP_SECRET_KEY', 'platform development two-step key; not for production');
}

const FORMAT = 'v1';

/**
 * Seals a secret for one member: the member id is the associated data, so a ciphertext copied to another member's
 * row does not open.
 */
export function sealTwoStepSecret(secret: string, memberId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(), iv);
  cipher.setAAD(Buffer.from(memberId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [FORMAT, ...parts].join('.');
}

export function openTwoStepSecret(sealed: string, memberId: string): string {
  const [format, iv, tag, ciphertext] = sealed.split('.');
  if (format !== FORMAT || !iv || !tag || !ciphertext) {
    throw new Error('unreadable two-step secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', secretKey(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(memberId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

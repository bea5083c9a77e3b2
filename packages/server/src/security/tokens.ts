import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token of `bytes` bytes (256 bits by default), base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The one-shot digest: every signed-in request hashes its token, and a Hash object (made, updated, digested) cost
 * several times as much for the same 64 hex characters.
 */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** Compares two hex digests without leaking where they differ. */
export function digestsEqual(left: string, right: string): boolean {
  const leftBuffer = Buffer.from(left, 'hex');
  const rightBuffer = Buffer.from(right, 'hex');
  return leftBuffer.length === rightBuffer.length && timingSafeEqual(leftBuffer, rightBuffer);
}

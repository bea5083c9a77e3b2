/**
 * A fresh Idempotency-Key for one logical money-moving call. UUID v4 text (36 characters of hex digits and
 * hyphens) fits the contract's 16-64 characters of [A-Za-z0-9_-] and carries 122 random bits.
 * Create it once per member intent (e.g. when the withdraw form is submitted) and pass the same key to every
 * retry of that intent.
 */
export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

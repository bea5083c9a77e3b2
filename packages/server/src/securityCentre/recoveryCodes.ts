import { randomInt } from 'node:crypto';
import { sha256Hex } from '../security/tokens.ts';

const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper reads one way. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

function randomHalf(): string {
  return Array.from({ length: HALF_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten single-use codes of 10 characters (about 49 bits each), shown once: `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomHalf()}-${randomHalf()}`);
}

/**
 * Stored as SHA-256 of member and code: a database leak yields no usable code, and the throttle (5 wrong codes,
 * then a lock) makes 49 bits far beyond guessing, so a slow hash would add nothing but load.
 */
export function recoveryCodeHash(memberId: string, code: string): string {
  return sha256Hex(`${memberId}:${code.trim().toLowerCase()}`);
}

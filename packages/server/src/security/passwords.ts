import { hash, verify } from '@node-rs/argon2';
import { validatePassword } from '@platform/domain';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2;

/** OWASP Password Storage Cheat Sheet minimum for argon2id: m = 19 MiB, t = 2, p = 1. */
const argon2Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/**
 * A hash of a password nobody knows, verified when the account does not exist so that an unknown account
 * and a wrong password take the same time.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword('decoy-password-that-never-matches');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** The handful of passwords every spraying list starts with; refused on top of the domain's rules. */
const commonPasswords = new Set([
  'abc123',
  'abc12345',
  'abcd1234',
  'a123456',
  'a1234567',
  'a12345678',
  'qwe123',
  'qwerty123',
  'password1',
  'passw0rd',
  'aa123456',
  'aa112233',
  'asd123',
  'zxc123',
  'q1w2e3r4',
  '1qaz2wsx',
  'woaini1314',
  'admin123',
  'test1234',
  'iloveyou1',
]);

/** The domain's password rule (6-20 printable ASCII, letters and digits) plus the common-password list. */
export function isAcceptablePassword(password: string): boolean {
  return validatePassword(password).ok && !commonPasswords.has(password.toLowerCase());
}

import { createHash } from 'node:crypto';

/**
 * A 32-byte server key from the environment variable `variable` (base64). Without it (development, tests) a key
 * derived from `developmentPhrase` is used, which protects nothing: the README names each variable to set wherever
 * real members use the site.
 */
export function serverKey(variable: string, developmentPhrase: string): Buffer {
  const configured = process.env[variable];
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error(`${variable} must be 32 bytes in base64`);
    return key;
  }
  return createHash('sha256').update(developmentPhrase).digest();
}

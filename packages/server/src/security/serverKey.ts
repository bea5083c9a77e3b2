import { createHash } from 'node:crypto';
import type { ServerSecretVariable } from './serverSecrets.ts';

/**
 * A 32-byte server key from the environment variable `variable` (base64). Without it (development, tests) a key
 * derived from `developmentPhrase` is used, which protects nothing: a server off loopback or in production
 * refuses to start without it (serverSecrets.ts), and the README names each variable.
 */
export function serverKey(variable: ServerSecretVariable, developmentPhrase: string): Buffer {
  const configured = process.env[variable];
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error(`${variable} must be 32 bytes in base64`);
    return key;
  }
  return createHash('sha256').update(developmentPhrase).digest();
}

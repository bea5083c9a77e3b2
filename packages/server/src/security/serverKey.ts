import { createHash } from 'node:crypto';
import type { ServerKeyVariable } from './serverSecrets.ts';

/**
 * A 32-byte server key from the environment variable `variable` (base64). Without it (development, tests) a key
 * derived from `developmentPhrase` is used, which protects nothing: a server off loopback or in production
 * refuses to start without it (serverSecrets.ts), and the README names each variable.
 */
export function serverKey(variable: ServerKeyVariable, developmentPhrase: string): Buffer {
  const configured = process.env[variable];
  if (configured) {
    const problem = serverKeyProblem(variable, configured);
    if (problem) throw new Error(problem);
    return Buffer.from(configured, 'base64');
  }
  return createHash('sha256').update(developmentPhrase).digest();
}

/** What is wrong with a key's configured value, if anything: startServer refuses to start on it. */
export function serverKeyProblem(variable: ServerKeyVariable, configured: string): string | null {
  return Buffer.from(configured, 'base64').length === 32 ? null : `${variable} must be 32 bytes in base64`;
}

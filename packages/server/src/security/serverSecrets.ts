import { isLoopbackAddress } from '../network/loopback.ts';

/**
 * Every secret the server falls back to a publicly known development value for when its variable is unset. The
 * fallbacks keep `npm start` and the tests free of setup, and protect nothing: anyone who reads this repository
 * can forge a device cookie, open enrolled two-step secrets or sign in as a demo member.
 */
export const serverSecrets = [
  {
    variable: 'DEVICE_COOKIE_KEY',
    protects: 'signs the device cookie that spares a known device the second step',
  },
  { variable: 'TWO_STEP_SECRET_KEY', protects: 'encrypts two-step secrets at rest' },
  // only a secret where the seed creates demo members with it
  {
    variable: 'DEMO_PASSWORD',
    protects: 'the password of the demo members the seed creates',
    onlyWhenSeeding: true,
  },
] as const;

export type ServerSecretVariable = (typeof serverSecrets)[number]['variable'];
/** The secrets that are keys (32 bytes in base64), not passwords. */
export type ServerKeyVariable = Exclude<ServerSecretVariable, 'DEMO_PASSWORD'>;
export const serverKeyVariables: readonly ServerKeyVariable[] = ['DEVICE_COOKIE_KEY', 'TWO_STEP_SECRET_KEY'];

export interface ServerSecretsQuestion {
  /** The listen host (HOST). */
  host: string;
  /** NODE_ENV. */
  nodeEnv: string | undefined;
  /** Whether the demo data (and its members) is seeded. */
  seed: boolean;
  /** Whether the variable holds a real value. */
  isSet(variable: ServerSecretVariable): boolean;
}

/** Either a refusal to start (a message naming each variable to set) or a development warning, or neither. */
export type ServerSecretsVerdict =
  | { kind: 'refuse'; message: string }
  | { kind: 'warn'; message: string }
  | { kind: 'ok' };

/**
 * The rule for starting with development fallbacks: only on this machine (a loopback HOST) and not in production.
 * A server other machines can reach, or one marked production, refuses to start until each secret is set, since a
 * fallback there is a hole; on loopback in development it starts and says once which fallbacks are in use.
 */
export function judgeServerSecrets(question: ServerSecretsQuestion): ServerSecretsVerdict {
  const missing = serverSecrets.filter(
    (secret) => !('onlyWhenSeeding' in secret && !question.seed) && !question.isSet(secret.variable),
  );
  if (missing.length === 0) return { kind: 'ok' };
  const list = missing.map((secret) => `  ${secret.variable}: ${secret.protects}`).join('\n');
  const exposed = !isLoopbackAddress(question.host);
  const production = question.nodeEnv === 'production';
  if (exposed || production) {
    const why = production ? 'NODE_ENV=production' : `HOST=${question.host} is reachable from the network`;
    return {
      kind: 'refuse',
      message: `Refusing to start: ${why}, and these secrets would use their public development values:\n${list}\nSet each (keys: 32 random bytes in base64, e.g. \`openssl rand -base64 32\`).`,
    };
  }
  return {
    kind: 'warn',
    message: `Development secrets in use (fine on this machine only; set them wherever real members sign in):\n${list}`,
  };
}

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverKeyProblem } from '../../src/security/serverKey.ts';
import {
  judgeServerSecrets,
  type ServerSecretVariable,
  serverKeyVariables,
} from '../../src/security/serverSecrets.ts';

function judge(
  host: string,
  options: { nodeEnv?: string; seed?: boolean; set?: ServerSecretVariable[] } = {},
) {
  const set = new Set(options.set ?? []);
  return judgeServerSecrets({
    host,
    nodeEnv: options.nodeEnv,
    seed: options.seed ?? true,
    isSet: (variable) => set.has(variable),
  });
}

const ALL_SET: ServerSecretVariable[] = ['DEVICE_COOKIE_KEY', 'TWO_STEP_SECRET_KEY', 'DEMO_PASSWORD'];

describe('development fallbacks of server secrets', () => {
  it.each(['0.0.0.0', '192.168.1.20', '::', '10.0.0.5'])(
    'refuses to start on %s (off loopback) while any secret uses its development value, naming each',
    (host) => {
      for (const unset of ALL_SET) {
        const verdict = judge(host, { set: ALL_SET.filter((variable) => variable !== unset) });
        expect(verdict.kind).toBe('refuse');
        if (verdict.kind === 'refuse') {
          expect(verdict.message).toContain(unset);
          expect(verdict.message).toContain(`HOST=${host}`);
          for (const other of ALL_SET.filter((variable) => variable !== unset))
            expect(verdict.message).not.toContain(other);
        }
      }
    },
  );

  it('refuses in production even on loopback', () => {
    const verdict = judge('127.0.0.1', {
      nodeEnv: 'production',
      set: ['TWO_STEP_SECRET_KEY', 'DEMO_PASSWORD'],
    });
    expect(verdict).toEqual({ kind: 'refuse', message: expect.stringContaining('DEVICE_COOKIE_KEY') });
    expect(verdict.kind === 'refuse' && verdict.message).toContain('NODE_ENV=production');
  });

  it('starts off loopback and in production once every secret is set', () => {
    expect(judge('0.0.0.0', { set: ALL_SET })).toEqual({ kind: 'ok' });
    expect(judge('127.0.0.1', { nodeEnv: 'production', set: ALL_SET })).toEqual({ kind: 'ok' });
  });

  it('needs no demo password where no demo members are seeded', () => {
    expect(judge('0.0.0.0', { seed: false, set: ['DEVICE_COOKIE_KEY', 'TWO_STEP_SECRET_KEY'] })).toEqual({
      kind: 'ok',
    });
  });

  it.each(['127.0.0.1', '::1', 'localhost'])(
    'on %s in development warns once, listing the fallbacks in use',
    (host) => {
      const verdict = judge(host, { set: ['DEMO_PASSWORD'] });
      expect(verdict.kind).toBe('warn');
      expect(verdict.kind === 'warn' && verdict.message).toMatch(
        /DEVICE_COOKIE_KEY[\s\S]*TWO_STEP_SECRET_KEY/,
      );
      expect(verdict.kind === 'warn' && verdict.message).not.toContain('DEMO_PASSWORD');
    },
  );

  it.each(serverKeyVariables)(
    '%s set to anything but 32 bytes in base64 is named as the problem',
    (variable) => {
      expect(serverKeyProblem(variable, randomBytes(32).toString('base64'))).toBeNull();
      for (const unusable of ['dev', randomBytes(16).toString('base64'), randomBytes(33).toString('base64')])
        expect(serverKeyProblem(variable, unusable)).toBe(`${variable} must be 32 bytes in base64`);
    },
  );
});

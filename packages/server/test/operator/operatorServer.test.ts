import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/composition/openDatabase.ts';
import { newOperatorToken } from '../../src/operator/operatorAccess.ts';
import {
  OPERATOR_TOKEN_FAILURE_WINDOW_MS,
  OPERATOR_TOKEN_FAILURES_PER_WINDOW,
} from '../../src/operator/operatorGate.ts';
import { OPERATOR_COMMAND_PATH } from '../../src/operator/operatorProtocol.ts';
import { buildOperatorServer } from '../../src/operator/operatorServer.ts';
import { defaultSiteDirectory } from '../../src/sites/siteConfigs.ts';
import { openTestDatabase } from '../support/testApp.ts';

let connection: DatabaseConnection;
let operator: FastifyInstance;
let now = 1_000_000;
const token = newOperatorToken();

beforeAll(async () => {
  connection = await openTestDatabase();
  operator = await buildOperatorServer({
    db: connection.db,
    token,
    sites: defaultSiteDirectory(),
    logLevel: 'silent',
    clock: () => now,
  });
});
afterAll(async () => {
  await operator?.close();
  await connection?.close();
});

function command(options: { token?: string; from?: string; body?: unknown } = {}) {
  return operator.inject({
    method: 'POST',
    url: OPERATOR_COMMAND_PATH,
    remoteAddress: options.from ?? '127.0.0.1',
    headers: {
      'content-type': 'application/json',
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    payload: JSON.stringify(options.body ?? { args: ['outbox', '1'], operator: 'tester' }),
  });
}

const codeOf = (response: { json(): unknown }) => (response.json() as { data: { code: string } }).data.code;

describe('the operator endpoint', () => {
  it('runs a command for a loopback caller with the token, answering in the envelope with the security headers', async () => {
    const response = await command({ token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      data: { lines: [expect.stringMatching(/^Development outbox/)] },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses a caller that is not on this machine, even with the token', async () => {
    for (const from of ['192.0.2.7', '::ffff:192.0.2.7', 'fd00::7']) {
      const response = await command({ token, from });
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('OPERATOR_NOT_LOOPBACK');
    }
  });

  it('answers a usage mistake and a refused command with their messages, and a bad body with 400', async () => {
    const usage = await command({ token, body: { args: ['drop-everything'], operator: 'tester' } });
    expect(usage.statusCode).toBe(400);
    expect(usage.json()).toMatchObject({
      data: { code: 'OPERATOR_USAGE', message: 'unknown command "drop-everything"' },
    });
    for (const body of [
      { args: 'pending', operator: 'tester' },
      { args: [1], operator: 'tester' },
      { args: [] },
    ]) {
      const response = await command({ token, body });
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('OPERATOR_REQUEST_INVALID');
    }
  });

  it('refuses wrong tokens, and after a burst of them refuses everything, the right token included, until the window ends', async () => {
    for (const wrong of [undefined, '', 'x', newOperatorToken(), `${token}0`, token.toUpperCase()]) {
      const response = await command({ token: wrong });
      expect(response.statusCode).toBe(401);
      expect(codeOf(response)).toBe('OPERATOR_TOKEN_INVALID');
    }
    for (let index = 6; index < OPERATOR_TOKEN_FAILURES_PER_WINDOW; index += 1)
      expect((await command({ token: newOperatorToken() })).statusCode).toBe(401);
    const blocked = await command({ token });
    expect(blocked.statusCode).toBe(429);
    expect(codeOf(blocked)).toBe('OPERATOR_TOO_MANY_FAILURES');
    now += OPERATOR_TOKEN_FAILURE_WINDOW_MS;
    expect((await command({ token })).statusCode).toBe(200);
  });
});

import { defineEndpoint, endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseConnection } from '../src/composition/openDatabase.ts';
import { registerEndpoint } from '../src/http/registerEndpoint.ts';
import { errorCodeOf, get, openTestDatabase, signIn } from './support/testApp.ts';

/** Endpoints of the contract's shape that exist only here, answered by handlers that return too much or too little. */
const leaky = defineEndpoint({
  name: 'leakyProfile',
  method: 'GET',
  path: '/api/test/leaky-profile',
  auth: 'public',
  encoding: 'none',
  summary: 'A profile whose handler returns the whole row',
  response: Type.Object({
    username: Type.String(),
    friends: Type.Array(Type.Object({ username: Type.String() })),
  }),
  errors: [],
});
const broken = defineEndpoint({
  name: 'brokenProfile',
  method: 'GET',
  path: '/api/test/broken-profile',
  auth: 'public',
  encoding: 'none',
  summary: 'A profile whose handler forgets a required field',
  response: Type.Object({ username: Type.String(), vipLevel: Type.Integer() }),
  errors: [],
});

let connection: DatabaseConnection;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  connection = await openTestDatabase();
  app = await buildApp({
    db: connection.db,
    rateLimits: false,
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  registerEndpoint(app, leaky, async () => {
    const row = {
      username: 'demo',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      memberId: '0d9e8f5a-5b1e-4c52-9d55-1f2d1c0b7a11',
      friends: [
        { username: 'friend', memberId: 'b8f9c2a0-0000-4000-8000-000000000001', phone: '13800000000' },
      ],
    };
    return row;
  });
  registerEndpoint(app, broken, async () => ({ username: 'demo' }) as never);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await connection.close();
});

describe('responses carry exactly what the contract says', () => {
  it('a field the handler returns beyond the response schema never reaches the client, at any depth', async () => {
    const response = await get(app, '/api/test/leaky-profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: { username: 'demo', friends: [{ username: 'friend' }] },
    });
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('memberId');
    expect(response.body).not.toContain('13800000000');
  });

  it('a result missing what the schema requires is a 500, not a malformed answer', async () => {
    const response = await get(app, '/api/test/broken-profile');
    expect(response.statusCode).toBe(500);
    expect(errorCodeOf(response)).toBe('INTERNAL_ERROR');
    expect(logLines.join('\n')).toContain('brokenProfile answered outside its response schema');
  });

  it("real endpoints keep their whole answer (the member's own info)", async () => {
    const token = await signIn(app);
    const response = await get(app, endpoints.memberInfo.path, { token });
    expect(Object.keys(response.json().data).sort()).toEqual(
      Object.keys(endpoints.memberInfo.response.properties).sort(),
    );
  });
});

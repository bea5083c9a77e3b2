import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresUrl } from '../../../test/postgres.ts';
import { buildApp } from '../src/app.ts';
import { type DatabaseConnection, openDatabase } from '../src/composition/openDatabase.ts';
import { auditIsClean, auditLedger } from '../src/ledger/audit.ts';
import { seedDemoData } from '../src/seed/seedDemoData.ts';
import { defaultSiteDirectory } from '../src/sites/siteConfigs.ts';
import { balanceOf, postMoney } from './support/moneyHttp.ts';
import { errorCodeOf, get, postForm, publicKeyOf, sealPassword, signIn } from './support/testApp.ts';
import { TEST_DEMO_PASSWORD } from './support/testConstants.ts';

const runOnPostgres = await postgresAvailable();

/**
 * Two API instances (in process, each with its own connection pool, as two processes behind a load balancer
 * would have) on one PostgreSQL database: whatever one instance knows, the other must know too.
 */
describe.skipIf(!runOnPostgres)('two API instances on one PostgreSQL database', () => {
  const admin = new pg.Client({ connectionString: postgresUrl });
  const databaseName = `two_instances_${randomBytes(5).toString('hex')}`;
  const connections: DatabaseConnection[] = [];
  const captchaAnswers = new Map<string, string>();
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    for (let index = 0; index < 2; index += 1) {
      connections.push(await openDatabase({ databaseUrl: url.toString(), poolSize: 10 }));
    }
    const [connectionA, connectionB] = connections as [DatabaseConnection, DatabaseConnection];
    await seedDemoData(connectionA.db, defaultSiteDirectory().all, {
      demoPassword: TEST_DEMO_PASSWORD,
      nowMs: Date.now(),
    });
    const instance = (connection: DatabaseConnection) =>
      buildApp({
        db: connection.db,
        logLevel: 'warn',
        rateLimits: true,
        revealCaptchaAnswer: (device, answer) => captchaAnswers.set(device, answer),
      });
    first = await instance(connectionA);
    second = await instance(connectionB);
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const connection of connections) await connection.close();
    // The pools' sockets close asynchronously: retry until the server has let go of them rather than terminate
    // them (a terminated idle client raises an unhandled error in the test process).
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`drop database if exists ${databaseName}`);
        break;
      } catch (error) {
        if (attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await admin.end();
  });

  /** A new member registered on `on`, with the captcha answer of an image issued by `captchaFrom`. */
  async function registerOn(on: FastifyInstance, captchaFrom: FastifyInstance) {
    const username = `t${randomBytes(4).toString('hex')}`;
    const device = `h5--two-${username}`;
    await get(captchaFrom, '/api/findmed/v1/member/captcha', { device });
    const response = await postForm(
      on,
      '/api/f/v1/member/register',
      {
        username,
        password: sealPassword(await publicKeyOf(on), 'Secret123x'),
        captcha: captchaAnswers.get(device) ?? '',
      },
      { device },
    );
    expect(response.statusCode, response.body).toBe(200);
    return { username, token: response.headers.id as string };
  }

  it('a captcha issued by one is checked by the other, and a session issued by one works on the other', async () => {
    const { token } = await registerOn(second, first);
    const balance = await get(first, '/api/findmed/v1/member/balance', { token });
    expect(balance.statusCode).toBe(200);
    const demoToken = await signIn(first, { password: TEST_DEMO_PASSWORD });
    expect((await get(second, '/api/findmed/v1/member/balance', { token: demoToken })).statusCode).toBe(200);
  });

  it('wrong passwords sent to either instance add up to one account throttle', async () => {
    const { username } = await registerOn(first, first);
    const wrongOn = async (app: FastifyInstance) =>
      postForm(app, '/api/f/v1/member/login/mpe', {
        username,
        password: sealPassword(await publicKeyOf(app), 'Wrong123x'),
      });
    // the account asks for a captcha after 3 failures, wherever they happened
    for (const app of [first, second, first]) {
      expect(errorCodeOf(await wrongOn(app))).toBe('ACCOUNT_OR_PASSWORD_INVALID');
    }
    expect(errorCodeOf(await wrongOn(second))).toBe('CAPTCHA_REQUIRED');
    expect(errorCodeOf(await wrongOn(first))).toBe('CAPTCHA_REQUIRED');
  });

  it('a verification code sent through one instance holds back the next send through the other', async () => {
    const { token } = await registerOn(first, second);
    const phone = `139${randomBytes(4).readUInt32BE(0) % 100_000_000}`.padEnd(11, '0');
    const send = (app: FastifyInstance) =>
      postForm(app, '/api/service/sms', { purpose: 'bind_phone', areaCode: '86', phone }, { token });
    expect((await send(first)).statusCode).toBe(200);
    expect(errorCodeOf(await send(second))).toBe('VERIFICATION_CODE_SEND_FAILED');
  });

  it('per-address request limits count requests to both instances together', async () => {
    const ip = `198.51.100.${randomBytes(1)[0]}`;
    const statuses: number[] = [];
    // captcha images: 30 a minute per address
    for (let index = 0; index < 30; index += 1) {
      const app = index % 2 === 0 ? first : second;
      statuses.push((await get(app, '/api/findmed/v1/member/captcha', { ip })).statusCode);
    }
    expect(statuses).toEqual(Array(30).fill(200));
    expect(errorCodeOf(await get(first, '/api/findmed/v1/member/captcha', { ip }))).toBe('RATE_LIMITED');
    expect(errorCodeOf(await get(second, '/api/findmed/v1/member/captcha', { ip }))).toBe('RATE_LIMITED');
    // another address is not held back
    expect((await get(second, '/api/findmed/v1/member/captcha', { ip: '198.51.100.255' })).statusCode).toBe(
      200,
    );
  });

  it('idempotency and the ledger stay exact with one client retrying across both and many clients on each', async () => {
    const { token } = await registerOn(first, second);
    const [connection] = connections as [DatabaseConnection];
    // the demo member has an opening balance to move
    const demoToken = await signIn(second, { password: TEST_DEMO_PASSWORD });
    const before = await balanceOf(first, demoToken);
    const body = { walletCode: 'sports', direction: 'to_venue', amountMinor: 7 };
    const key = `two-${randomBytes(10).toString('hex')}`;
    const twins = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postMoney(index % 2 === 0 ? first : second, '/api/f/v1/finance/transfer', body, demoToken, key),
      ),
    );
    expect(twins.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(twins.map((reply) => reply.body)).size).toBe(1);
    expect(twins.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(19);

    const distinct = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postMoney(index % 2 === 0 ? first : second, '/api/f/v1/finance/transfer', body, demoToken),
      ),
    );
    expect(distinct.map((reply) => reply.statusCode)).toEqual(Array(40).fill(200));
    expect((await balanceOf(second, demoToken)).balanceMinor).toBe(before.balanceMinor - 41 * 7);
    expect((await get(second, '/api/findmed/v1/member/balance', { token })).statusCode).toBe(200);
    expect(auditIsClean(await auditLedger(connection.db))).toBe(true);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditIsClean, auditLedger } from '../../src/ledger/audit.ts';
import { newIdempotencyKey } from '../support/moneyHttp.ts';
import { createTestApp, postForm, signIn, type TestApp } from '../support/testApp.ts';

const FINANCE = '/api/f/v1/finance';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
});

/** Amount values of every shape a client (or an attacker) might send. */
const anyAmount = fc.oneof(
  fc.integer(),
  fc.integer({ min: 1, max: 5_000 }),
  // as text: the client encoder refuses non-finite numbers, but the wire can carry anything
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-0',
    '1e3',
    '1E3',
    'NaN',
    'Infinity',
    '0x10',
    ' 12',
    '12 ',
    '12.345',
    '0.001',
    '1e-9',
    '9007199254740993',
    '99999999999999999999999',
    '１２',
    '12,00',
    'null',
    'true',
    '[]',
    '{}',
  ),
);
const anyText = fc.oneof(
  fc.string(),
  fc.constantFrom('sports', 'live', 'CNY', 'USDT', 'to_venue', 'to_central', ''),
);

/** Sends a form body and checks the reply is a 2xx or a 4xx with a catalogue code, never a 5xx. */
async function expectNoServerError(path: string, body: Record<string, string | number | undefined>) {
  const response = await postForm(testApp.app, path, body as Record<string, string | number>, {
    token,
    headers: { 'idempotency-key': newIdempotencyKey() },
  });
  expect(response.statusCode, `${path} ${JSON.stringify(body)} -> ${response.body}`).toBeLessThan(500);
  const envelope = response.json() as { status: boolean; data: { code?: unknown } };
  if (response.statusCode >= 400) {
    expect(envelope.status).toBe(false);
    expect(typeof envelope.data.code).toBe('string');
  }
  return response.statusCode;
}

describe('money fields under random input (fast-check)', () => {
  it('transfer never answers 5xx, whatever the amount, wallet or direction', async () => {
    await fc.assert(
      fc.asyncProperty(anyAmount, anyText, anyText, async (amountMinor, walletCode, direction) => {
        await expectNoServerError(`${FINANCE}/transfer`, { amountMinor, walletCode, direction });
      }),
      { numRuns: 150 },
    );
  });

  it('deposit orders, exchange quotes and withdrawals never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyAmount, anyText, anyText, fc.uuid(), async (amountMinor, from, to, id) => {
        await expectNoServerError(`${FINANCE}/deposit/orders/create`, { channelId: id, amountMinor });
        await expectNoServerError(`${FINANCE}/exchange/quote`, {
          fromCurrency: from,
          toCurrency: to,
          amountMinor,
        });
        await expectNoServerError(`${FINANCE}/withdraw`, {
          withdrawalAccountId: id,
          amountMinor,
          withdrawPassword: from,
        });
      }),
      { numRuns: 60 },
    );
  });

  it('leaves the ledger balanced after all of it', async () => {
    expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  });
});

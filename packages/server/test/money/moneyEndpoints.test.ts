import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { venues } from '../../src/db/schema/catalogue.ts';
import { ledgerAccounts, ledgerEntries } from '../../src/db/schema/ledger.ts';
import { depositOrders, withdrawalRequests } from '../../src/db/schema/paymentTables.ts';
import { auditIsClean, auditLedger } from '../../src/ledger/audit.ts';
import { decideDepositOrder } from '../../src/money/deposits.ts';
import { decideWithdrawal } from '../../src/money/withdrawals.ts';
import { ageWithdrawalAccount } from '../support/moneyFixtures.ts';
import { balanceOf, ledgerSnapshot, newIdempotencyKey, postMoney, sealed } from '../support/moneyHttp.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  registerMember,
  signIn,
  type TestApp,
} from '../support/testApp.ts';

const events = platformDomainEvents();

const FINANCE = '/api/f/v1/finance';
const RECORDS = '/api/findmed/v1/member/records';
const WITHDRAW_PASSWORD = '135790';

let testApp: TestApp;
let demoToken: string;
/** A freshly registered member: no money, no withdrawal password. */
let fresh: { token: string };
/** Another fresh member, whose ids the first must never reach. */
let other: { token: string };

beforeAll(async () => {
  testApp = await createTestApp();
  demoToken = await signIn(testApp.app);
  fresh = await registerMember(testApp);
  other = await registerMember(testApp);
});
afterAll(async () => {
  expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  await testApp?.close();
});

function data<T>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}

/** Runs a request that must be refused and proves it changed nothing in the ledger. */
async function expectRefusedUnchanged(
  request: () => Promise<{ statusCode: number; json(): unknown }>,
  code: string,
  status?: number,
) {
  const before = await ledgerSnapshot(testApp.connection.db);
  const response = await request();
  expect(errorCodeOf(response as never)).toBe(code);
  if (status) expect(response.statusCode).toBe(status);
  else expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(await ledgerSnapshot(testApp.connection.db)).toEqual(before);
  return response;
}

describe('balance and wallets', () => {
  it('shows the demo member their central, virtual and pending balances', async () => {
    const response = await get(testApp.app, '/api/findmed/v1/member/balance', { token: demoToken });
    expect(response.statusCode).toBe(200);
    expect(data(response)).toEqual({
      currency: 'CNY',
      balanceMinor: expect.any(Number),
      withdrawalPendingMinor: 0,
      virtualCurrency: 'USDT',
      virtualBalanceMinor: 20_000,
    });
  });

  it('answers every money endpoint without a session with the spec’s "token" reply', async () => {
    for (const path of ['/api/findmed/v1/member/balance', '/api/game/walletlist', `${FINANCE}/assets`]) {
      const response = await get(testApp.app, path);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: false, data: 'token' });
    }
  });

  it('lists the venue wallets; show=1 keeps only the funded ones', async () => {
    const all = data<{ walletCode: string; balanceMinor: number }[]>(
      await get(testApp.app, '/api/game/walletlist', { token: demoToken }),
    );
    expect(all.map((wallet) => wallet.walletCode)).toEqual(
      expect.arrayContaining(['sports', 'live', 'slots', 'lottery', 'cards', 'esports']),
    );
    const funded = data<{ walletCode: string; balanceMinor: number }[]>(
      await get(testApp.app, '/api/game/walletlist', { token: demoToken, query: { show: '1' } }),
    );
    expect(funded.length).toBeGreaterThan(0);
    expect(funded.every((wallet) => wallet.balanceMinor > 0)).toBe(true);
    expect(
      errorCodeOf(await get(testApp.app, '/api/game/walletlist', { token: demoToken, query: { show: '7' } })),
    ).toBe('FIELD_INVALID');
  });

  it('my assets totals central, pending and venue money', async () => {
    const assets = data<{
      wallets: { kind: string; balanceMinor: number }[];
      withdrawalPendingMinor: number;
      totalInCentralCurrencyMinor: number;
    }>(await get(testApp.app, `${FINANCE}/assets`, { token: demoToken }));
    const centralAndVenues = assets.wallets
      .filter((wallet) => wallet.kind !== 'virtual')
      .reduce((sum, wallet) => sum + wallet.balanceMinor, 0);
    expect(assets.totalInCentralCurrencyMinor).toBe(centralAndVenues + assets.withdrawalPendingMinor);
  });
});

describe('withdrawal password and withdrawal accounts', () => {
  it('blocks adding an account and withdrawing until a withdrawal password is set, with the spec’s message', async () => {
    expect(
      data(await get(testApp.app, '/api/f/v1/withdraw/password/config', { token: fresh.token })),
    ).toEqual({
      d: true,
      p: false,
    });
    const add = await expectRefusedUnchanged(
      async () =>
        postForm(
          testApp.app,
          `${FINANCE}/withdrawal-accounts/add`,
          {
            kind: 'alipay',
            holderName: 'Fresh Member',
            accountNumber: 'fresh@example.com',
            withdrawPassword: await sealed(testApp.app, WITHDRAW_PASSWORD),
          },
          { token: fresh.token, lang: 'en-US' },
        ),
      'WITHDRAW_PASSWORD_NOT_SET',
      403,
    );
    expect(data<{ message: string }>(add).message).toBe(
      'For account safety, set a withdrawal password before adding a withdrawal account or withdrawing',
    );
    const withdraw = await expectRefusedUnchanged(
      async () =>
        postMoney(
          testApp.app,
          `${FINANCE}/withdraw`,
          {
            withdrawalAccountId: '00000000-0000-4000-8000-000000000000',
            amountMinor: 100,
            withdrawPassword: await sealed(testApp.app, WITHDRAW_PASSWORD),
          },
          fresh.token,
          newIdempotencyKey(),
          { lang: 'zh-CN' },
        ),
      'WITHDRAW_PASSWORD_NOT_SET',
    );
    expect(data<{ message: string }>(withdraw).message).toContain('提款密码');
  });

  it('sets the password once (6 digits, sealed), then reports it set', async () => {
    const setPassword = async (password: string) =>
      postForm(
        testApp.app,
        '/api/f/v1/withdraw/password/set',
        { password: await sealed(testApp.app, password) },
        { token: fresh.token },
      );
    expect(errorCodeOf(await setPassword('12345'))).toBe('WITHDRAW_PASSWORD_FORMAT');
    expect(errorCodeOf(await setPassword('abcdef'))).toBe('WITHDRAW_PASSWORD_FORMAT');
    expect(
      errorCodeOf(
        await postForm(
          testApp.app,
          '/api/f/v1/withdraw/password/set',
          { password: 'not-a-ciphertext-at-all' },
          { token: fresh.token },
        ),
      ),
    ).toBe('ENCRYPTED_FIELD_INVALID');
    expect((await setPassword(WITHDRAW_PASSWORD)).statusCode).toBe(200);
    expect(errorCodeOf(await setPassword('246801'))).toBe('WITHDRAW_PASSWORD_ALREADY_SET');
    expect(
      data(await get(testApp.app, '/api/f/v1/withdraw/password/config', { token: fresh.token })),
    ).toEqual({
      d: true,
      p: true,
    });
  });

  it('adds accounts only with the right password and valid numbers, shows them masked, removes only its own', async () => {
    const add = async (fields: Record<string, string>, password = WITHDRAW_PASSWORD, token = fresh.token) =>
      postForm(
        testApp.app,
        `${FINANCE}/withdrawal-accounts/add`,
        { holderName: 'Fresh Member', ...fields, withdrawPassword: await sealed(testApp.app, password) },
        { token },
      );
    expect(errorCodeOf(await add({ kind: 'alipay', accountNumber: 'fresh@example.com' }, '000000'))).toBe(
      'WITHDRAW_PASSWORD_INCORRECT',
    );
    expect(errorCodeOf(await add({ kind: 'bank_card', bankName: 'Demo Bank', accountNumber: '12345' }))).toBe(
      'BANK_CARD_INVALID',
    );
    expect(errorCodeOf(await add({ kind: 'bank_card', accountNumber: '6222020200112233445' }))).toBe(
      'FIELD_REQUIRED',
    );
    expect(errorCodeOf(await add({ kind: 'virtual_coin', network: 'TRC20', accountNumber: '0x1234' }))).toBe(
      'USDT_ADDRESS_INVALID',
    );
    expect(errorCodeOf(await add({ kind: 'alipay', accountNumber: 'not an account' }))).toBe(
      'ALIPAY_ACCOUNT_INVALID',
    );
    expect(errorCodeOf(await add({ kind: 'paypal', accountNumber: 'x@example.com' }))).toBe('FIELD_INVALID');

    const card = await add({
      kind: 'bank_card',
      bankName: 'Demo Bank',
      accountNumber: '6222 0202 0011 2233 445',
    });
    expect(card.statusCode).toBe(200);
    expect(data(card)).toMatchObject({ kind: 'bank_card', accountNumberMasked: '**** **** **** 3445' });
    expect(card.body).not.toContain('6222020200112233445');
    expect(
      errorCodeOf(
        await add({ kind: 'bank_card', bankName: 'Demo Bank', accountNumber: '6222020200112233445' }),
      ),
    ).toBe('WITHDRAWAL_ACCOUNT_DUPLICATE');

    const list = await get(testApp.app, `${FINANCE}/withdrawal-accounts`, { token: fresh.token });
    expect(data<{ id: string }[]>(list)).toHaveLength(1);
    expect(list.body).not.toContain('6222020200112233445');

    const { id } = data<{ id: string }>(card);
    expect(
      errorCodeOf(
        await postForm(testApp.app, `${FINANCE}/withdrawal-accounts/remove`, { id }, { token: other.token }),
      ),
    ).toBe('WITHDRAWAL_ACCOUNT_NOT_FOUND');
    expect(
      data<unknown[]>(await get(testApp.app, `${FINANCE}/withdrawal-accounts`, { token: fresh.token })),
    ).toHaveLength(1);
  });

  it.each([
    ['markup', '<b>Fresh</b> Member'],
    ['a right-to-left override', 'Fresh\u202EMember'],
    ['a zero-width space', 'Fresh\u200BMember'],
  ])(
    'refuses a holder name with %s, in the member’s language, and saves nothing',
    async (_what, holderName) => {
      const before = await get(testApp.app, `${FINANCE}/withdrawal-accounts`, { token: fresh.token });
      const refused = await postForm(
        testApp.app,
        `${FINANCE}/withdrawal-accounts/add`,
        {
          kind: 'alipay',
          holderName,
          accountNumber: 'holder-check@example.com',
          withdrawPassword: await sealed(testApp.app, WITHDRAW_PASSWORD),
        },
        { token: fresh.token, lang: 'en-US' },
      );
      expect(errorCodeOf(refused)).toBe('NAME_INVALID');
      expect(data<{ message: string }>(refused).message).toBe(
        'The name must not contain markup, direction controls or invisible characters',
      );
      const after = await get(testApp.app, `${FINANCE}/withdrawal-accounts`, { token: fresh.token });
      expect(data(after)).toEqual(data(before));
    },
  );
});

describe('deposits', () => {
  it('lists the site’s channels and creates an order with where to pay, amount and expiry', async () => {
    const channels = data<{ id: string; kind: string; minimumMinor: number; currency: string }[]>(
      await get(testApp.app, `${FINANCE}/deposit/channels`, { token: fresh.token }),
    );
    expect(channels.length).toBeGreaterThan(0);
    const bank = channels.find((channel) => channel.kind === 'bank_transfer');
    if (!bank) throw new Error('the hgty config enables no bank transfer channel');

    const response = await postMoney(
      testApp.app,
      `${FINANCE}/deposit/orders/create`,
      { channelId: bank.id, amountMinor: 50_000 },
      fresh.token,
    );
    expect(response.statusCode).toBe(200);
    const order = data<{
      id: string;
      status: string;
      receivingDetails: { kind: string };
      expiresAt: string;
      referenceCode: string;
    }>(response);
    expect(order).toMatchObject({
      status: 'pending',
      receivingDetails: { kind: 'bank_transfer' },
      expired: false,
    });
    expect(Date.parse(order.expiresAt)).toBeGreaterThan(Date.now());

    const detail = await get(testApp.app, `${FINANCE}/deposit/orders/detail`, {
      token: fresh.token,
      query: { id: order.id },
    });
    expect(data(detail)).toEqual(order);
    expect(
      errorCodeOf(
        await get(testApp.app, `${FINANCE}/deposit/orders/detail`, {
          token: other.token,
          query: { id: order.id },
        }),
      ),
    ).toBe('DEPOSIT_ORDER_NOT_FOUND');

    // Nothing is credited until an operator approves; approving twice credits once.
    expect((await balanceOf(testApp.app, fresh.token)).balanceMinor).toBe(0);
    await decideDepositOrder(testApp.connection.db, events, order.id, 'approved', {
      actor: 'operator:test',
      requestId: 't',
    });
    const again = await decideDepositOrder(testApp.connection.db, events, order.id, 'approved', {
      actor: 'operator:test',
      requestId: 't',
    });
    expect(again.changed).toBe(false);
    expect((await balanceOf(testApp.app, fresh.token)).balanceMinor).toBe(50_000);
  });

  it('refuses bad amounts, unknown channels and a missing key with specific codes, creating nothing', async () => {
    const channels = data<{ id: string; minimumMinor: number; maximumMinor: number }[]>(
      await get(testApp.app, `${FINANCE}/deposit/channels`, { token: fresh.token }),
    );
    const channel = channels[0];
    if (!channel) throw new Error('no channel');
    const orderCount = async () => (await testApp.connection.db.select().from(depositOrders)).length;
    const before = await orderCount();
    const cases: [Record<string, string | number>, string][] = [
      [{ channelId: channel.id, amountMinor: -100 }, 'FIELD_INVALID'],
      [{ channelId: channel.id, amountMinor: '12.5' }, 'FIELD_INVALID'],
      [{ channelId: channel.id, amountMinor: '1e20' }, 'FIELD_INVALID'],
      [{ channelId: channel.id, amountMinor: '99999999999999999999' }, 'FIELD_INVALID'],
      [{ channelId: channel.id, amountMinor: 'abc' }, 'FIELD_INVALID'],
      [{ channelId: channel.id }, 'FIELD_REQUIRED'],
      [{ amountMinor: 50_000 }, 'FIELD_REQUIRED'],
      [{ channelId: 'not-a-uuid', amountMinor: 50_000 }, 'FIELD_INVALID'],
      [
        { channelId: '00000000-0000-4000-8000-000000000000', amountMinor: 50_000 },
        'DEPOSIT_CHANNEL_NOT_FOUND',
      ],
      [{ channelId: channel.id, amountMinor: channel.minimumMinor - 1 }, 'AMOUNT_BELOW_MINIMUM'],
      [{ channelId: channel.id, amountMinor: channel.maximumMinor + 1 }, 'AMOUNT_ABOVE_MAXIMUM'],
    ];
    for (const [body, code] of cases) {
      await expectRefusedUnchanged(
        () => postMoney(testApp.app, `${FINANCE}/deposit/orders/create`, body, fresh.token),
        code,
      );
    }
    await expectRefusedUnchanged(
      () =>
        postMoney(
          testApp.app,
          `${FINANCE}/deposit/orders/create`,
          { channelId: channel.id, amountMinor: 50_000 },
          fresh.token,
          null,
        ),
      'IDEMPOTENCY_KEY_REQUIRED',
      400,
    );
    await expectRefusedUnchanged(
      () =>
        postMoney(
          testApp.app,
          `${FINANCE}/deposit/orders/create`,
          { channelId: channel.id, amountMinor: 50_000 },
          fresh.token,
          'short',
        ),
      'IDEMPOTENCY_KEY_INVALID',
      400,
    );
    expect(await orderCount()).toBe(before);
  });
});

describe('withdraw', () => {
  async function cardOf(token: string): Promise<string> {
    const [account] = data<{ id: string }[]>(
      await get(testApp.app, `${FINANCE}/withdrawal-accounts`, { token }),
    );
    if (!account) throw new Error('no withdrawal account');
    await ageWithdrawalAccount(testApp.connection.db, account.id);
    return account.id;
  }

  /** A deposit order on the site's first channel, approved by the operator. */
  async function approvedDeposit(token: string, amountMinor: number) {
    const [channel] = data<{ id: string }[]>(
      await get(testApp.app, `${FINANCE}/deposit/channels`, { token }),
    );
    if (!channel) throw new Error('no deposit channel');
    const order = data<{ id: string }>(
      await postMoney(
        testApp.app,
        `${FINANCE}/deposit/orders/create`,
        { channelId: channel.id, amountMinor },
        token,
      ),
    );
    await decideDepositOrder(testApp.connection.db, events, order.id, 'approved', {
      actor: 'operator:test',
      requestId: 't',
    });
  }

  /** A withdraw request with a freshly sealed password (the right one unless told otherwise). */
  async function withdraw(
    body: { withdrawalAccountId: string; amountMinor: number },
    options: { password?: string; token?: string; key?: string } = {},
  ) {
    return postMoney(
      testApp.app,
      `${FINANCE}/withdraw`,
      { ...body, withdrawPassword: await sealed(testApp.app, options.password ?? WITHDRAW_PASSWORD) },
      options.token ?? fresh.token,
      options.key ?? newIdempotencyKey(),
    );
  }

  it('holds the amount until an operator decides; refusal changes nothing', async () => {
    const withdrawalAccountId = await cardOf(fresh.token);
    const { balanceMinor } = await balanceOf(testApp.app, fresh.token);
    await expectRefusedUnchanged(
      () => withdraw({ withdrawalAccountId, amountMinor: balanceMinor + 1 }),
      'INSUFFICIENT_BALANCE',
      422,
    );
    await expectRefusedUnchanged(
      () => withdraw({ withdrawalAccountId, amountMinor: 100 }, { password: '999999' }),
      'WITHDRAW_PASSWORD_INCORRECT',
    );
    await expectRefusedUnchanged(
      () => withdraw({ withdrawalAccountId, amountMinor: 100 }, { token: other.token }),
      'WITHDRAW_PASSWORD_NOT_SET',
    );
    await expectRefusedUnchanged(
      () =>
        postMoney(
          testApp.app,
          `${FINANCE}/withdraw`,
          { withdrawalAccountId, amountMinor: 100, withdrawPassword: 'bm90IGEgY2lwaGVydGV4dCBhdCBhbGw=' },
          fresh.token,
        ),
      'ENCRYPTED_FIELD_INVALID',
      400,
    );
    await expectRefusedUnchanged(
      () => withdraw({ withdrawalAccountId: '00000000-0000-4000-8000-000000000000', amountMinor: 100 }),
      'WITHDRAWAL_ACCOUNT_NOT_FOUND',
      404,
    );

    const key = newIdempotencyKey();
    const first = await withdraw({ withdrawalAccountId, amountMinor: 20_000 }, { key });
    expect(first.statusCode).toBe(200);
    expect(await balanceOf(testApp.app, fresh.token)).toMatchObject({
      balanceMinor: balanceMinor - 20_000,
      withdrawalPendingMinor: 20_000,
    });

    // A retry with the same key (and a freshly sealed password) replays the reply and moves nothing.
    const retry = await withdraw({ withdrawalAccountId, amountMinor: 20_000 }, { key });
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    await expectRefusedUnchanged(
      () => withdraw({ withdrawalAccountId, amountMinor: 20_001 }, { key }),
      'IDEMPOTENCY_KEY_REUSED',
      409,
    );

    const { id } = data<{ id: string }>(first);
    await decideWithdrawal(testApp.connection.db, events, id, 'rejected', {
      actor: 'operator:test',
      requestId: 't',
      reason: 'test',
    });
    expect(await balanceOf(testApp.app, fresh.token)).toMatchObject({
      balanceMinor,
      withdrawalPendingMinor: 0,
    });
    const [request] = await testApp.connection.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.id, id));
    expect(request?.status).toBe('rejected');
  });

  it('reports the fee rate and remaining turnover, then follows a withdrawal to its decision with the reason', async () => {
    type Terms = { feeBasisPoints: number; remainingTurnoverMinor: number; currency: string };
    type Withdrawal = { id: string; status: string; feeMinor: number; decisionReason: string | null };
    const termsOf = async () =>
      data<Terms>(await get(testApp.app, `${FINANCE}/withdraw/terms`, { token: fresh.token }));
    const before = await termsOf();
    expect(before).toMatchObject({ feeBasisPoints: 100, currency: 'CNY' });

    // An approved deposit adds its amount (turnover multiple 1) to what is still to be staked.
    await approvedDeposit(fresh.token, 30_000);
    expect((await termsOf()).remainingTurnoverMinor).toBe(before.remainingTurnoverMinor + 30_000);

    const submitted = data<Withdrawal>(
      await withdraw({ withdrawalAccountId: await cardOf(fresh.token), amountMinor: 12_345 }),
    );
    // 1 % of 123.45 is 1.2345, floored to 1.23.
    expect(submitted).toMatchObject({ status: 'pending', feeMinor: 123, decisionReason: null });
    const detail = () =>
      get(testApp.app, `${FINANCE}/withdraw/detail?id=${submitted.id}`, { token: fresh.token });
    expect(data<Withdrawal>(await detail())).toMatchObject({ status: 'pending', feeMinor: 123 });
    expect(
      errorCodeOf(
        (await get(testApp.app, `${FINANCE}/withdraw/detail?id=${submitted.id}`, {
          token: other.token,
        })) as never,
      ),
    ).toBe('NOT_FOUND');

    await decideWithdrawal(testApp.connection.db, events, submitted.id, 'rejected', {
      actor: 'operator:test',
      requestId: 't',
      reason: 'Name does not match the card',
    });
    expect(data<Withdrawal>(await detail())).toMatchObject({
      status: 'rejected',
      decisionReason: 'Name does not match the card',
    });
  });

  it('approval pays the amount less the fee out through clearing and books the fee to the house', async () => {
    await approvedDeposit(fresh.token, 30_000);
    const submitted = data<{ id: string; feeMinor: number }>(
      await withdraw({ withdrawalAccountId: await cardOf(fresh.token), amountMinor: 12_345 }),
    );
    expect(submitted.feeMinor).toBe(123);

    await decideWithdrawal(testApp.connection.db, events, submitted.id, 'approved', {
      actor: 'operator:test',
      requestId: 't',
    });
    const [request] = await testApp.connection.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.id, submitted.id));
    const postings = await testApp.connection.db
      .select({ kind: ledgerAccounts.kind, amountMinor: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, request?.decisionTransactionId ?? ''));
    expect(Object.fromEntries(postings.map(({ kind, amountMinor }) => [kind, amountMinor]))).toEqual({
      withdrawal_hold: -12_345,
      clearing: 12_222,
      house: 123,
    });
    // The member's record still shows the fee they were told, and the audit (inside − deposits + payouts) holds.
    expect(
      data<{ status: string; feeMinor: number }>(
        await get(testApp.app, `${FINANCE}/withdraw/detail?id=${submitted.id}`, { token: fresh.token }),
      ),
    ).toMatchObject({ status: 'approved', feeMinor: 123 });
    expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  });

  it('after a paid withdrawal no line of it is pending, and the central wallet’s lines add up to its change', async () => {
    type Line = {
      kind: string;
      status: string;
      changes: { kind: string; walletCode: string; amountMinor: number }[];
    };
    const linesOf = async (token: string, query: Record<string, string>) =>
      data<{ list: Line[] }>(
        await get(testApp.app, `${RECORDS}/transactions`, { token, query: { page_size: '100', ...query } }),
      ).list;
    await approvedDeposit(fresh.token, 20_000);
    const submitted = data<{ id: string }>(
      await withdraw({ withdrawalAccountId: await cardOf(fresh.token), amountMinor: 20_000 }),
    );
    const [hold] = await linesOf(fresh.token, { wallet: 'central' });
    expect(hold).toMatchObject({ kind: 'withdrawal_hold', status: 'pending' });
    await decideWithdrawal(testApp.connection.db, events, submitted.id, 'approved', {
      actor: 'operator:test',
      requestId: 't',
    });

    const [paid, heldThen] = await linesOf(fresh.token, {});
    expect(paid).toMatchObject({ kind: 'withdrawal_paid', status: 'success' });
    expect(heldThen).toMatchObject({ kind: 'withdrawal_hold', status: 'success' });

    // The fresh member started with nothing: the central wallet's lines add up to its balance, line by line.
    const central = await linesOf(fresh.token, { wallet: 'central' });
    const centralChanges = central.flatMap((line) =>
      line.changes.filter((change) => change.kind === 'central'),
    );
    expect(centralChanges).toHaveLength(central.length);
    const sum = centralChanges.reduce((total, change) => total + change.amountMinor, 0);
    expect(sum).toBe((await balanceOf(testApp.app, fresh.token)).balanceMinor);

    // A venue's stakes and payouts are the venue's lines, not listed beside the transfer that carried the money.
    const demoCentral = await linesOf(demoToken, { wallet: 'central' });
    expect(demoCentral.map((line) => line.kind)).not.toContain('bet_stake');
    const [venueCode] = (await linesOf(demoToken, {}))
      .flatMap((line) => line.changes)
      .filter((change) => change.kind === 'venue')
      .map((change) => change.walletCode);
    const venueKinds = (await linesOf(demoToken, { wallet: 'venue', wallet_code: venueCode ?? '' })).map(
      (line) => line.kind,
    );
    expect(venueKinds).toEqual(expect.arrayContaining(['bet_stake', 'bet_payout', 'transfer_to_venue']));
  });

  it('locks the withdrawal password after 5 wrong tries', async () => {
    const member = await registerMember(testApp);
    await postForm(
      testApp.app,
      '/api/f/v1/withdraw/password/set',
      { password: await sealed(testApp.app, WITHDRAW_PASSWORD) },
      { token: member.token },
    );
    const change = async (oldPassword: string) =>
      errorCodeOf(
        await postForm(
          testApp.app,
          '/api/f/v1/withdraw/password/change',
          {
            oldPassword: await sealed(testApp.app, oldPassword),
            newPassword: await sealed(testApp.app, '864200'),
          },
          { token: member.token },
        ),
      );
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await change('000000')).toBe('WITHDRAW_PASSWORD_INCORRECT');
    expect(await change('000000')).toBe('WITHDRAW_PASSWORD_LOCKED');
    expect(await change(WITHDRAW_PASSWORD)).toBe('WITHDRAW_PASSWORD_LOCKED');
  });
});

describe('transfers', () => {
  it('moves money to and from a venue wallet and recalls all', async () => {
    const start = await balanceOf(testApp.app, demoToken);
    const toVenue = await postMoney(
      testApp.app,
      `${FINANCE}/transfer`,
      { walletCode: 'sports', direction: 'to_venue', amountMinor: 12_345 },
      demoToken,
    );
    expect(toVenue.statusCode).toBe(200);
    expect(data(toVenue)).toMatchObject({
      walletCode: 'sports',
      centralBalanceMinor: start.balanceMinor - 12_345,
    });
    const back = await postMoney(
      testApp.app,
      `${FINANCE}/transfer`,
      { walletCode: 'sports', direction: 'to_central', amountMinor: 345 },
      demoToken,
    );
    expect(data(back)).toMatchObject({ centralBalanceMinor: start.balanceMinor - 12_000 });
    // The member's records name the venue each transfer went to or came from (the venue's name, not its code).
    const [venue] = await testApp.connection.db
      .select({ name: venues.name })
      .from(venues)
      .where(and(eq(venues.siteCode, 'hgty'), eq(venues.walletCode, 'sports')));
    const records = data<{ list: { kind: string; description: string }[] }>(
      await get(testApp.app, `${RECORDS}/transactions`, { token: demoToken, query: { page_size: '2' } }),
    );
    expect(records.list).toEqual([
      expect.objectContaining({ kind: 'transfer_from_venue', description: venue?.name }),
      expect.objectContaining({ kind: 'transfer_to_venue', description: venue?.name }),
    ]);

    const recall = await postMoney(testApp.app, `${FINANCE}/transfer/recall-all`, {}, demoToken);
    expect(recall.statusCode).toBe(200);
    const venuesAfter = data<{ balanceMinor: number }[]>(
      await get(testApp.app, '/api/game/walletlist', { token: demoToken }),
    );
    expect(venuesAfter.every((wallet) => wallet.balanceMinor === 0)).toBe(true);
    expect(data<{ centralBalanceMinor: number }>(recall).centralBalanceMinor).toBe(
      (await balanceOf(testApp.app, demoToken)).balanceMinor,
    );
  });

  it('refuses unknown venues, venues under maintenance, overdrafts and bad fields without changing anything', async () => {
    await testApp.connection.db
      .update(venues)
      .set({ maintenance: true })
      .where(and(eq(venues.siteCode, 'hgty'), eq(venues.walletCode, 'lottery')));
    const { balanceMinor } = await balanceOf(testApp.app, demoToken);
    const refusals: [Record<string, string | number>, string, number][] = [
      [{ walletCode: 'nowhere', direction: 'to_venue', amountMinor: 100 }, 'VENUE_WALLET_NOT_FOUND', 404],
      [{ walletCode: 'lottery', direction: 'to_venue', amountMinor: 100 }, 'VENUE_UNDER_MAINTENANCE', 423],
      [
        { walletCode: 'sports', direction: 'to_venue', amountMinor: balanceMinor + 1 },
        'INSUFFICIENT_BALANCE',
        422,
      ],
      [{ walletCode: 'sports', direction: 'to_central', amountMinor: 1 }, 'INSUFFICIENT_BALANCE', 422],
      [{ walletCode: 'sports', direction: 'sideways', amountMinor: 1 }, 'FIELD_INVALID', 400],
      [{ walletCode: 'sports', direction: 'to_venue', amountMinor: 0 }, 'FIELD_INVALID', 400],
      [{ walletCode: 'sports', direction: 'to_venue', amountMinor: '0.01' }, 'FIELD_INVALID', 400],
      [{ walletCode: 'sports', direction: 'to_venue', amountMinor: 1e12 }, 'FIELD_INVALID', 400],
    ];
    for (const [body, code, status] of refusals) {
      await expectRefusedUnchanged(
        () => postMoney(testApp.app, `${FINANCE}/transfer`, body, demoToken),
        code,
        status,
      );
    }
  });

  it('replays a transfer retried with the same key, byte for byte, with one effect', async () => {
    const before = await balanceOf(testApp.app, demoToken);
    const key = newIdempotencyKey();
    const replies = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      replies.push(
        await postMoney(
          testApp.app,
          `${FINANCE}/transfer`,
          { walletCode: 'live', direction: 'to_venue', amountMinor: 777 },
          demoToken,
          key,
        ),
      );
    }
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect((await balanceOf(testApp.app, demoToken)).balanceMinor).toBe(before.balanceMinor - 777);
  });

  it('replays a finished transfer even after its venue went under maintenance; a new key is refused', async () => {
    const key = newIdempotencyKey();
    const body = { walletCode: 'cards', direction: 'to_venue', amountMinor: 321 };
    const first = await postMoney(testApp.app, `${FINANCE}/transfer`, body, demoToken, key);
    expect(first.statusCode).toBe(200);
    const maintenance = (on: boolean) =>
      testApp.connection.db
        .update(venues)
        .set({ maintenance: on })
        .where(and(eq(venues.siteCode, 'hgty'), eq(venues.walletCode, 'cards')));
    await maintenance(true);
    try {
      const retry = await postMoney(testApp.app, `${FINANCE}/transfer`, body, demoToken, key);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toBe(first.body);
      await expectRefusedUnchanged(
        () => postMoney(testApp.app, `${FINANCE}/transfer`, body, demoToken),
        'VENUE_UNDER_MAINTENANCE',
        423,
      );
      await expectRefusedUnchanged(
        () => postMoney(testApp.app, `${FINANCE}/transfer`, { ...body, amountMinor: 322 }, demoToken, key),
        'IDEMPOTENCY_KEY_REUSED',
        409,
      );
    } finally {
      await maintenance(false);
    }
  });
});

describe('exchange', () => {
  it('quotes with a floored amount and 2-decimal display, executes once, and refuses used, foreign and unknown quotes', async () => {
    const rates = data<{ fromCurrency: string; toCurrency: string; rateDisplay: string }[]>(
      await get(testApp.app, `${FINANCE}/exchange/rates`, { token: demoToken }),
    );
    expect(rates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fromCurrency: 'USDT', toCurrency: 'CNY', rateDisplay: '7.18' }),
      ]),
    );
    const quoteResponse = await postForm(
      testApp.app,
      `${FINANCE}/exchange/quote`,
      { fromCurrency: 'USDT', toCurrency: 'CNY', amountMinor: 1_001 },
      { token: demoToken },
    );
    const quote = data<{ quoteId: string; toAmountMinor: number; rate: string }>(quoteResponse);
    // 10.01 USDT x 7.18 = 71.8718 CNY, floored to 71.87
    expect(quote).toMatchObject({ toAmountMinor: 7_187, rate: '7.18' });

    const before = await balanceOf(testApp.app, demoToken);
    const executed = await postMoney(
      testApp.app,
      `${FINANCE}/exchange`,
      { quoteId: quote.quoteId },
      demoToken,
    );
    expect(executed.statusCode).toBe(200);
    expect(await balanceOf(testApp.app, demoToken)).toMatchObject({
      balanceMinor: before.balanceMinor + 7_187,
      virtualBalanceMinor: before.virtualBalanceMinor - 1_001,
    });
    await expectRefusedUnchanged(
      () => postMoney(testApp.app, `${FINANCE}/exchange`, { quoteId: quote.quoteId }, demoToken),
      'EXCHANGE_QUOTE_USED',
      409,
    );
    await expectRefusedUnchanged(
      () => postMoney(testApp.app, `${FINANCE}/exchange`, { quoteId: quote.quoteId }, other.token),
      'EXCHANGE_QUOTE_NOT_FOUND',
      404,
    );

    const quoteOf = (body: Record<string, string | number>) =>
      postForm(testApp.app, `${FINANCE}/exchange/quote`, body, { token: demoToken });
    expect(errorCodeOf(await quoteOf({ fromCurrency: 'CNY', toCurrency: 'JPY', amountMinor: 100 }))).toBe(
      'EXCHANGE_PAIR_UNAVAILABLE',
    );
    expect(errorCodeOf(await quoteOf({ fromCurrency: 'CNY', toCurrency: 'USDT', amountMinor: 1 }))).toBe(
      'EXCHANGE_AMOUNT_TOO_SMALL',
    );
    expect(errorCodeOf(await quoteOf({ fromCurrency: 'CNY', toCurrency: 'USDT', amountMinor: -5 }))).toBe(
      'FIELD_INVALID',
    );
  });

  it('refuses an exchange the member cannot pay, leaving the quote usable', async () => {
    const quote = data<{ quoteId: string }>(
      await postForm(
        testApp.app,
        `${FINANCE}/exchange/quote`,
        { fromCurrency: 'CNY', toCurrency: 'USDT', amountMinor: 10_000 },
        { token: other.token },
      ),
    );
    await expectRefusedUnchanged(
      () => postMoney(testApp.app, `${FINANCE}/exchange`, { quoteId: quote.quoteId }, other.token),
      'INSUFFICIENT_BALANCE',
      422,
    );
  });
});

describe('records', () => {
  /** Another member's record id is answered exactly like an unknown one. */
  async function expectHiddenFromOtherMember(path: string, id: string) {
    expect(errorCodeOf(await get(testApp.app, path, { token: other.token, query: { id } }))).toBe(
      'NOT_FOUND',
    );
  }

  it('lists the member’s transactions, bets and redemptions with paging, presets and details; never another member’s', async () => {
    const transactions = data<{ list: { id: string; kind: string; changes: unknown[] }[]; total: number }>(
      await get(testApp.app, `${RECORDS}/transactions`, {
        token: demoToken,
        query: { preset: '0', page: '1', page_size: '2' },
      }),
    );
    expect(transactions.list).toHaveLength(2);
    expect(transactions.total).toBeGreaterThan(2);
    const [latest] = transactions.list;
    if (!latest) throw new Error('no transaction');
    const detail = await get(testApp.app, `${RECORDS}/transactions/detail`, {
      token: demoToken,
      query: { id: latest.id },
    });
    expect(data(detail)).toMatchObject({ id: latest.id, actor: 'member' });
    await expectHiddenFromOtherMember(`${RECORDS}/transactions/detail`, latest.id);
    const yesterday = data<{ total: number }>(
      await get(testApp.app, `${RECORDS}/transactions`, { token: demoToken, query: { preset: '1' } }),
    );
    expect(yesterday.total).toBe(0);
    expect(
      errorCodeOf(
        await get(testApp.app, `${RECORDS}/transactions`, { token: demoToken, query: { preset: '4' } }),
      ),
    ).toBe('FIELD_INVALID');
    expect(
      errorCodeOf(
        await get(testApp.app, `${RECORDS}/transactions`, { token: demoToken, query: { page_size: '1000' } }),
      ),
    ).toBe('FIELD_INVALID');

    const bets = data<{ list: { id: string; status: string }[]; total: number }>(
      await get(testApp.app, `${RECORDS}/bets`, { token: demoToken }),
    );
    expect(bets.list.map((bet) => bet.status).sort()).toEqual(['lost', 'won']);
    const bet = bets.list[0] as { id: string };
    expect(
      data(await get(testApp.app, `${RECORDS}/bets/detail`, { token: demoToken, query: { id: bet.id } })),
    ).toMatchObject({
      selection: { market: '全场赛果' },
    });
    await expectHiddenFromOtherMember(`${RECORDS}/bets/detail`, bet.id);

    const redemptions = data<{ list: { id: string }[]; total: number }>(
      await get(testApp.app, `${RECORDS}/redemptions`, { token: demoToken }),
    );
    expect(redemptions.total).toBeGreaterThanOrEqual(1);
    const redemption = redemptions.list[0] as { id: string };
    expect(
      data(
        await get(testApp.app, `${RECORDS}/redemptions/detail`, {
          token: demoToken,
          query: { id: redemption.id },
        }),
      ),
    ).toMatchObject({
      fromCurrency: 'USDT',
    });
    await expectHiddenFromOtherMember(`${RECORDS}/redemptions/detail`, redemption.id);
  });
});

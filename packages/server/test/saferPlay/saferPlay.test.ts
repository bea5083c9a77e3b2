import { randomBytes } from 'node:crypto';
import { endpoints } from '@platform/contract';
import { requireSiteConfig } from '@platform/site-config';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { ledgerAccounts } from '../../src/db/schema/ledger.ts';
import { members } from '../../src/db/schema/members.ts';
import { depositOrders } from '../../src/db/schema/paymentTables.ts';
import { saferPlayExclusions } from '../../src/db/schema/saferPlay.ts';
import { ApiError } from '../../src/errors/apiError.ts';
import { memberAccount, systemAccount } from '../../src/ledger/accounts.ts';
import { auditIsClean, auditLedger } from '../../src/ledger/audit.ts';
import { postLedgerTransaction } from '../../src/ledger/postTransaction.ts';
import { decideDepositOrder } from '../../src/money/deposits.ts';
import { runOperatorCommand } from '../../src/operator/commands.ts';
import {
  recordDepositLimitChoice,
  requireDepositLimitChoice,
} from '../../src/saferPlay/depositLimitChoice.ts';
import { fundMember } from '../support/moneyFixtures.ts';
import { balanceOf, ledgerSnapshot, postMoney, sessionTokenFor } from '../support/moneyHttp.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  registerMember,
  signIn,
  type TestApp,
} from '../support/testApp.ts';

// The contract owns the paths; the test names the ones it calls.
const SAFER_PLAY = endpoints.saferPlay.path;
const DEPOSIT = endpoints.depositOrderCreate.path;
const TRANSFER = endpoints.transfer.path;
const LAUNCH = endpoints.gameLaunch.path;
const QUOTE = endpoints.exchangeQuote.path;
const EXCHANGE = endpoints.exchange.path;
const ISSUE_HANDOFF = endpoints.issueHandoffCode.path;
const USE_HANDOFF = endpoints.exchangeHandoffCode.path;
const HOUR_MS = 3_600_000;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
// tests that move the server's clock put it back, so sealed passwords (valid 5 minutes) still open
afterEach(() => testApp.resetClock());
afterAll(async () => {
  expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  await testApp?.close();
});

type Refusal = { code: string; message: string; details?: Record<string, unknown> };
const refusalOf = (response: { json(): unknown }) => (response.json() as { data: Refusal }).data;
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

type Limit = {
  kind: string;
  period: string;
  value: number | null;
  used: number;
  left: number | null;
  pending: unknown;
};
type State = { limits: Limit[]; exclusion: { kind: string; endsAt: string | null } | null };

function limitIn(state: State, kind: string, period: string): Limit {
  const limit = state.limits.find((candidate) => candidate.kind === kind && candidate.period === period);
  if (!limit) throw new Error(`no ${kind}/${period} limit in ${JSON.stringify(state)}`);
  return limit;
}

async function cnyChannel(token: string, site = 'hgty') {
  const channels = dataOf<{ id: string; currency: string; minimumMinor: number }[]>(
    await get(testApp.app, '/api/f/v1/finance/deposit/channels', { token, site }),
  );
  const channel = channels.find((candidate) => candidate.currency === 'CNY');
  if (!channel) throw new Error('no CNY deposit channel');
  return channel;
}

function setLimit(token: string, body: { kind: string; period: string; value?: number }, site = 'hgty') {
  return postForm(testApp.app, `${SAFER_PLAY}/limit`, body, { token, site });
}

function deposit(token: string, channelId: string, amountMinor: number) {
  return postMoney(testApp.app, DEPOSIT, { channelId, amountMinor }, token);
}

/** Quotes and executes an exchange of USDT into the central currency (CNY). */
async function exchangeToCentral(token: string, amountMinor: number, site = 'hgty') {
  const quote = dataOf<{ quoteId: string; toAmountMinor: number }>(
    await postForm(
      testApp.app,
      QUOTE,
      { fromCurrency: 'USDT', toCurrency: 'CNY', amountMinor },
      { token, site },
    ),
  );
  const response = await postMoney(testApp.app, EXCHANGE, { quoteId: quote.quoteId }, token, undefined, {
    site,
  });
  return { response, received: quote.toAmountMinor };
}

async function ordersOf(username: string) {
  const [member] = await testApp.connection.db.select().from(members).where(eq(members.username, username));
  return testApp.connection.db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, member?.id ?? '')));
}

describe('deposit limits', () => {
  it('accepts a deposit exactly at the limit and refuses one minor unit over, saying what is left and when it resets', async () => {
    const member = await registerMember(testApp);
    const channel = await cnyChannel(member.token);
    const limit = channel.minimumMinor * 3;
    expect((await setLimit(member.token, { kind: 'deposit', period: 'day', value: limit })).statusCode).toBe(
      200,
    );

    const over = await deposit(member.token, channel.id, limit + 1);
    expect(over.statusCode).toBe(422);
    expect(refusalOf(over).code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(refusalOf(over).message).toBe('本次存款将超过您的存款限额，剩余额度 ¥300.00');
    expect(await ordersOf(member.username)).toHaveLength(0);

    expect((await deposit(member.token, channel.id, limit - channel.minimumMinor)).statusCode).toBe(200);
    const second = await deposit(member.token, channel.id, channel.minimumMinor + 1);
    expect(refusalOf(second).code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(refusalOf(second).details).toEqual({
      left: '¥100.00',
      resetsAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    });
    expect((await deposit(member.token, channel.id, channel.minimumMinor)).statusCode).toBe(200);

    const english = await postMoney(
      testApp.app,
      DEPOSIT,
      { channelId: channel.id, amountMinor: channel.minimumMinor },
      member.token,
      undefined,
      { headers: { lang: 'en-US' } },
    );
    expect(refusalOf(english).message).toMatch(
      /^This deposit would go over your deposit limit: ¥0\.00 left; the limit resets at \d{4}-\d\d-\d\d \d\d:\d\d$/,
    );
    const state = dataOf<State>(await get(testApp.app, SAFER_PLAY, { token: member.token }));
    expect(limitIn(state, 'deposit', 'day')).toMatchObject({ value: limit, used: limit, left: 0 });
  });

  it('lowers a limit at once, but raises or removes it only after 24 hours and the member’s confirmation', async () => {
    const member = await registerMember(testApp);
    const channel = await cnyChannel(member.token);
    const unit = channel.minimumMinor;
    await setLimit(member.token, { kind: 'deposit', period: 'week', value: unit * 2 });
    const first = await deposit(member.token, channel.id, unit * 2);
    // approved, so it counts for the whole week (an unpaid order stops counting when it expires)
    await decideDepositOrder(
      testApp.connection.db,
      platformDomainEvents(),
      dataOf<{ id: string }>(first).id,
      'approved',
      {
        actor: 'operator:test',
        requestId: 'test',
      },
    );

    const raised = dataOf<State>(
      await setLimit(member.token, { kind: 'deposit', period: 'week', value: unit * 5 }),
    );
    expect(limitIn(raised, 'deposit', 'week')).toMatchObject({
      value: unit * 2,
      pending: { value: unit * 5 },
    });
    expect(refusalOf(await deposit(member.token, channel.id, unit)).code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    const early = await postForm(
      testApp.app,
      `${SAFER_PLAY}/limit/confirm`,
      { kind: 'deposit', period: 'week' },
      { token: member.token },
    );
    expect(early.statusCode).toBe(409);
    expect(errorCodeOf(early)).toBe('LIMIT_CHANGE_NOT_CONFIRMABLE');

    testApp.advanceClock(24 * HOUR_MS - 60_000);
    // a new sign-in a day later (issued directly: a sealed password is dated by the real clock)
    const relogged = await sessionTokenFor(testApp.app, testApp.connection.db, {
      id: await memberIdOf(member.username, 'hgty'),
      siteCode: 'hgty',
    });
    expect(
      errorCodeOf(
        await postForm(
          testApp.app,
          `${SAFER_PLAY}/limit/confirm`,
          { kind: 'deposit', period: 'week' },
          { token: relogged },
        ),
      ),
    ).toBe('LIMIT_CHANGE_NOT_CONFIRMABLE');
    testApp.advanceClock(60_000);
    // the cooling-off has passed, but without the member's confirmation the old limit still holds
    expect(refusalOf(await deposit(relogged, channel.id, unit)).code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    const confirmed = await postForm(
      testApp.app,
      `${SAFER_PLAY}/limit/confirm`,
      { kind: 'deposit', period: 'week' },
      { token: relogged },
    );
    expect(limitIn(dataOf<State>(confirmed), 'deposit', 'week')).toMatchObject({
      value: unit * 5,
      pending: null,
    });
    expect((await deposit(relogged, channel.id, unit * 3)).statusCode).toBe(200);

    // lowering applies at once; removing waits like a raise
    const lowered = dataOf<State>(await setLimit(relogged, { kind: 'deposit', period: 'week', value: unit }));
    expect(limitIn(lowered, 'deposit', 'week')).toMatchObject({ value: unit, pending: null });
    const removal = dataOf<State>(await setLimit(relogged, { kind: 'deposit', period: 'week' }));
    expect(limitIn(removal, 'deposit', 'week')).toMatchObject({ value: unit, pending: { value: null } });
    const lines: string[] = [];
    await runOperatorCommand(testApp.connection.db, ['safer-play', 'hgty', member.username], (line) =>
      lines.push(line),
    );
    expect(lines).toContain('Safer play on hgty (exclusion group crown):');
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}deposit per week: 100\.00 CNY; none asked for, confirmable from /),
    );
  });

  it('counts an exchange of virtual coin into the central currency as a deposit', async () => {
    const member = await registerMember(testApp);
    const memberId = await memberIdOf(member.username, 'hgty');
    await fundMember(testApp.connection.db, { id: memberId, siteCode: 'hgty' }, 100_000, 'virtual');
    const first = await exchangeToCentral(member.token, 1_000);
    expect(first.response.statusCode).toBe(200);
    await setLimit(member.token, { kind: 'deposit', period: 'day', value: first.received + 100 });
    const state = dataOf<State>(await get(testApp.app, SAFER_PLAY, { token: member.token }));
    expect(limitIn(state, 'deposit', 'day')).toMatchObject({ used: first.received, left: 100 });

    const before = await ledgerSnapshot(testApp.connection.db);
    const over = await exchangeToCentral(member.token, 1_000);
    expect(refusalOf(over.response).code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(refusalOf(over.response).details).toMatchObject({ left: '¥1.00' });
    expect(await ledgerSnapshot(testApp.connection.db)).toEqual(before);
    // the other way (out of play money) is never limited
    const back = await postForm(
      testApp.app,
      QUOTE,
      { fromCurrency: 'CNY', toCurrency: 'USDT', amountMinor: first.received },
      { token: member.token },
    );
    const quoteId = dataOf<{ quoteId: string }>(back).quoteId;
    expect((await postMoney(testApp.app, EXCHANGE, { quoteId }, member.token)).statusCode).toBe(200);
  });

  it('is absent on a site that does not offer safer play', async () => {
    const member = await registerMember(testApp, { site: 'blty' });
    const response = await get(testApp.app, SAFER_PLAY, { token: member.token, site: 'blty' });
    expect(response.statusCode).toBe(404);
    expect(errorCodeOf(response)).toBe('SAFER_PLAY_UNAVAILABLE');
  });
});

async function firstOpenGameId(token: string, site: string): Promise<string> {
  const categories = dataOf<{ games: { id: string; maintenance: boolean }[] }[]>(
    await get(testApp.app, '/api/findmed/v1/game/list', { token, site }),
  );
  const game = categories.flatMap((category) => category.games).find((candidate) => !candidate.maintenance);
  if (!game) throw new Error('no open game');
  return game.id;
}

async function memberIdOf(username: string, site: string): Promise<string> {
  const [row] = await testApp.connection.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.username, username), eq(members.siteCode, site)));
  if (!row) throw new Error(`no member ${username} on ${site}`);
  return row.id;
}

/** A stake the member lost at a venue, posted as the demo venue posts one. */
function loseAtVenue(memberId: string, walletCode: string, amountMinor: number) {
  return playAtVenue(memberId, walletCode, 'bet_stake', amountMinor);
}

/** A stake (venue -> house) or a win (house -> venue) at a venue, as the demo venue posts them. */
async function playAtVenue(
  memberId: string,
  walletCode: string,
  kind: 'bet_stake' | 'bet_payout',
  amountMinor: number,
) {
  const toHouse = kind === 'bet_stake' ? amountMinor : -amountMinor;
  await testApp.connection.db.transaction((transaction) =>
    postLedgerTransaction(transaction, {
      siteCode: 'hgty',
      memberId,
      kind,
      actor: 'system:test',
      requestId: 'test',
      idempotencyKey: `test-play:${randomBytes(8).toString('hex')}`,
      postings: [
        { account: memberAccount('hgty', memberId, 'venue', 'CNY', walletCode), amountMinor: -toHouse },
        { account: systemAccount('hgty', 'house', 'CNY'), amountMinor: toHouse },
      ],
    }),
  );
}

describe('asking for a deposit limit', () => {
  it('records an explicit "no limit", and a deposit limit set later as the answer', async () => {
    const member = await registerMember(testApp);
    const choiceOf = async (response?: { json(): unknown }) =>
      dataOf<{ depositLimitChoice: unknown }>(
        response ?? (await get(testApp.app, SAFER_PLAY, { token: member.token })),
      ).depositLimitChoice;
    // hgty does not ask (askDepositLimit left out: never), so deposits never wait for an answer there
    expect(await choiceOf()).toEqual({ asked: 'never', chosen: null });
    const declined = await postForm(
      testApp.app,
      endpoints.saferPlayNoDepositLimit.path,
      { confirm: true },
      { token: member.token },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await choiceOf(declined)).toEqual({ asked: 'never', chosen: 'no_limit' });
    // a box left unticked is no answer: only the explicit choice counts
    const unticked = await postForm(
      testApp.app,
      endpoints.saferPlayNoDepositLimit.path,
      { confirm: false },
      { token: member.token },
    );
    expect(unticked.statusCode).toBe(400);
    const limited = await setLimit(member.token, { kind: 'deposit', period: 'month', value: 100_000 });
    expect(await choiceOf(limited)).toEqual({ asked: 'never', chosen: 'limit' });
  });

  it.each(['firstDeposit', 'registration'] as const)(
    'on a site asking at %s, refuses a deposit until the member has answered',
    async (askDepositLimit) => {
      const saferPlay = requireSiteConfig('hgty').saferPlay;
      if (!saferPlay) throw new Error('hgty offers safer play');
      const settings = { ...saferPlay, askDepositLimit };
      const { username } = await registerMember(testApp);
      const member = { id: await memberIdOf(username, 'hgty'), siteCode: 'hgty' };
      const db = testApp.connection.db;
      const refusal = await requireDepositLimitChoice(db, settings, member.id).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).code).toBe('DEPOSIT_LIMIT_CHOICE_REQUIRED');
      await recordDepositLimitChoice(db, member, 'no_limit', new Date());
      await expect(requireDepositLimitChoice(db, settings, member.id)).resolves.toBeUndefined();
    },
  );
});

describe('loss and session-time limits', () => {
  it('refuses a transfer-in larger than what is left of the loss limit, and a launch once nothing is left', async () => {
    const { token, username } = await registerMember(testApp);
    const memberId = await memberIdOf(username, 'hgty');
    await fundMember(testApp.connection.db, { id: memberId, siteCode: 'hgty' }, 10_000);
    const walletCode = 'slots';
    const gameId = await firstOpenGameId(token, 'hgty');
    const transfer = (direction: 'to_venue' | 'to_central', amountMinor: number) =>
      postMoney(testApp.app, TRANSFER, { walletCode, direction, amountMinor }, token);
    expect((await transfer('to_venue', 5_000)).statusCode).toBe(200);
    await loseAtVenue(memberId, walletCode, 3_000);
    await setLimit(token, { kind: 'loss', period: 'day', value: 4_000 });

    // the 20.00 still in the venue could be lost too: it holds what the loss limit has left
    const held = await transfer('to_venue', 1);
    expect(refusalOf(held).code).toBe('LOSS_LIMIT_EXCEEDED');
    expect(refusalOf(held).details).toMatchObject({ left: '¥0.00' });
    // money back to the central wallet is never stopped
    expect((await transfer('to_central', 2_000)).statusCode).toBe(200);

    const before = await ledgerSnapshot(testApp.connection.db);
    const over = await transfer('to_venue', 1_001);
    expect(refusalOf(over).code).toBe('LOSS_LIMIT_EXCEEDED');
    expect(refusalOf(over).details).toMatchObject({ left: '¥10.00' });
    expect(await ledgerSnapshot(testApp.connection.db)).toEqual(before);
    expect((await transfer('to_venue', 1_000)).statusCode).toBe(200);
    // what was just moved in is reserved: a second transfer-in finds nothing left
    expect(refusalOf(await transfer('to_venue', 1)).code).toBe('LOSS_LIMIT_EXCEEDED');
    // a win in the venue neither frees nor takes any of the limit
    await playAtVenue(memberId, walletCode, 'bet_payout', 500);
    expect(refusalOf(await transfer('to_venue', 1)).code).toBe('LOSS_LIMIT_EXCEEDED');
    expect((await postForm(testApp.app, LAUNCH, { gameId }, { token })).statusCode).toBe(200);

    await loseAtVenue(memberId, walletCode, 1_500);
    const launch = await postForm(testApp.app, LAUNCH, { gameId }, { token });
    expect(errorCodeOf(launch)).toBe('LOSS_LIMIT_EXCEEDED');
  });

  it('refuses a launch once the session-time limit has passed since sign-in', async () => {
    const member = await registerMember(testApp);
    const gameId = await firstOpenGameId(member.token, 'hgty');
    await setLimit(member.token, { kind: 'session', period: 'session', value: 20 });
    expect((await postForm(testApp.app, LAUNCH, { gameId }, { token: member.token })).statusCode).toBe(200);
    testApp.advanceClock(15 * 60_000);
    await get(testApp.app, SAFER_PLAY, { token: member.token });
    testApp.advanceClock(5 * 60_000);
    const launch = await postForm(testApp.app, LAUNCH, { gameId }, { token: member.token });
    expect(errorCodeOf(launch)).toBe('SESSION_TIME_LIMIT_REACHED');
  });
});

describe('activity statement', () => {
  it('totals this month’s deposits, stakes, wins and net from the ledger, and has twelve months', async () => {
    const member = await registerMember(testApp);
    const memberId = await memberIdOf(member.username, 'hgty');
    const channel = await cnyChannel(member.token);
    const order = dataOf<{ id: string }>(await deposit(member.token, channel.id, channel.minimumMinor));
    await decideDepositOrder(testApp.connection.db, platformDomainEvents(), order.id, 'approved', {
      actor: 'operator:test',
      requestId: 'test',
    });
    await postMoney(
      testApp.app,
      TRANSFER,
      { walletCode: 'slots', direction: 'to_venue', amountMinor: 5_000 },
      member.token,
    );
    await playAtVenue(memberId, 'slots', 'bet_stake', 3_000);
    await playAtVenue(memberId, 'slots', 'bet_payout', 1_000);
    const statementResponse = await get(testApp.app, `${SAFER_PLAY}/statement`, { token: member.token });
    expect(statementResponse.statusCode).toBe(200);
    const statement = dataOf<{ currency: string; months: Record<string, number | string>[] }>(
      statementResponse,
    );
    expect(statement.currency).toBe('CNY');
    expect(statement.months).toHaveLength(12);
    expect(statement.months[0]).toEqual({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      depositsMinor: channel.minimumMinor,
      withdrawalsMinor: 0,
      stakesMinor: 3_000,
      winsMinor: 1_000,
      netMinor: -2_000,
    });
    expect(
      statement.months.slice(1).every((month) => month.depositsMinor === 0 && month.stakesMinor === 0),
    ).toBe(true);
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses a period its kind does not allow', async () => {
    const member = await registerMember(testApp);
    for (const body of [
      { kind: 'time_out', days: 43 },
      { kind: 'time_out', months: 6 },
      { kind: 'self_exclusion', months: 5 },
      { kind: 'self_exclusion', months: 61 },
    ]) {
      const response = await postMoney(testApp.app, `${SAFER_PLAY}/exclusion`, body, member.token);
      expect(errorCodeOf(response)).toBe('EXCLUSION_PERIOD_INVALID');
    }
  });

  it('recalls venue money, ends the sessions, and refuses sign-in, deposit, transfer-in and launch on every sharing site', async () => {
    const db = testApp.connection.db;
    const phone = {
      phoneAreaCode: '86',
      phone: `139${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(11, '0'),
    };
    await db
      .update(members)
      .set(phone)
      .where(and(eq(members.username, 'demo'), eq(members.siteCode, 'hgty')));
    await db
      .update(members)
      .set(phone)
      .where(and(eq(members.username, 'demo'), eq(members.siteCode, 'hgtyc')));
    const sister = await signIn(testApp.app, { site: 'hgtyc' });
    const token = await signIn(testApp.app);
    await postMoney(
      testApp.app,
      TRANSFER,
      { walletCode: 'sports', direction: 'to_venue', amountMinor: 500 },
      token,
    );
    const { balanceMinor: centralBefore } = await balanceOf(testApp.app, token);
    const wallets = dataOf<{ walletCode: string; balanceMinor: number }[]>(
      await get(testApp.app, '/api/game/walletlist', { token }),
    );

    const started = await postMoney(
      testApp.app,
      `${SAFER_PLAY}/exclusion`,
      { kind: 'self_exclusion', months: 6 },
      token,
    );
    expect(started.statusCode).toBe(200);
    expect(dataOf<State>(started).exclusion).toMatchObject({
      kind: 'self_exclusion',
      endsAt: expect.any(String),
    });
    // the session that asked has ended with every other
    expect((await get(testApp.app, '/api/findmed/v1/member/balance', { token })).statusCode).toBe(401);

    const signInAgain = signIn(testApp.app);
    await expect(signInAgain).rejects.toThrow(/SELF_EXCLUSION_IN_FORCE/);
    await expect(signIn(testApp.app, { site: 'hgtyc' })).rejects.toThrow(/SELF_EXCLUSION_IN_FORCE/);
    // a site outside the exclusion group is not covered
    await expect(signIn(testApp.app, { site: 'blty' })).resolves.toEqual(expect.any(String));

    // the sister site's session from before the break can no longer move money in or play
    const channel = await cnyChannel(sister, 'hgtyc');
    expect(
      errorCodeOf(
        await postMoney(
          testApp.app,
          DEPOSIT,
          { channelId: channel.id, amountMinor: channel.minimumMinor },
          sister,
          undefined,
          { site: 'hgtyc' },
        ),
      ),
    ).toBe('SELF_EXCLUSION_IN_FORCE');
    expect(
      errorCodeOf(
        await postMoney(
          testApp.app,
          TRANSFER,
          { walletCode: 'sports', direction: 'to_venue', amountMinor: 100 },
          sister,
          undefined,
          { site: 'hgtyc' },
        ),
      ),
    ).toBe('SELF_EXCLUSION_IN_FORCE');
    await fundMember(db, { id: await memberIdOf('demo', 'hgtyc'), siteCode: 'hgtyc' }, 10_000, 'virtual');
    const exchange = await exchangeToCentral(sister, 1_000, 'hgtyc');
    expect(errorCodeOf(exchange.response)).toBe('SELF_EXCLUSION_IN_FORCE');
    // the shell's session cannot hand a new sign-in to its webview either
    const handoff = dataOf<{ code: string }>(
      await postForm(testApp.app, ISSUE_HANDOFF, {}, { token: sister, site: 'hgtyc' }),
    );
    const handedOff = await postForm(testApp.app, USE_HANDOFF, { code: handoff.code }, { site: 'hgtyc' });
    expect(errorCodeOf(handedOff)).toBe('SELF_EXCLUSION_IN_FORCE');
    const gameId = await firstOpenGameId(sister, 'hgtyc');
    const launch = await postForm(testApp.app, LAUNCH, { gameId }, { token: sister, site: 'hgtyc' });
    expect(errorCodeOf(launch)).toBe('SELF_EXCLUSION_IN_FORCE');
    expect(refusalOf(launch).message).toMatch(/^您已自我禁止游戏，至 \d{4}-\d\d-\d\d \d\d:\d\d$/);

    // the venue money came back to the central wallet in the same step
    const accounts = await db
      .select({ kind: ledgerAccounts.kind, balanceMinor: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.memberId, await memberIdOf('demo', 'hgty')),
          eq(ledgerAccounts.currency, 'CNY'),
        ),
      );
    const venueMoney = wallets.reduce((sum, wallet) => sum + wallet.balanceMinor, 0);
    expect(venueMoney).toBeGreaterThan(0);
    expect(
      accounts.filter((account) => account.kind === 'venue').every((account) => account.balanceMinor === 0),
    ).toBe(true);
    expect(accounts.find((account) => account.kind === 'central')?.balanceMinor).toBe(
      centralBefore + venueMoney,
    );

    // the operator sees the break (and cannot lift it)
    const lines: string[] = [];
    await runOperatorCommand(db, ['safer-play', 'hgty', 'demo'], (line) => lines.push(line));
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}self_exclusion from .* \(group crown, in force: cannot be lifted\)$/),
    );

    // it cannot be undone early: the rows refuse change
    await expect(db.update(saferPlayExclusions).set({ endsAt: new Date() })).rejects.toThrow();
    await expect(db.delete(saferPlayExclusions)).rejects.toThrow();
  });
});

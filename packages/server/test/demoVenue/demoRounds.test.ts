import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { games } from '../../src/db/schema/catalogue.ts';
import { ledgerAccounts, ledgerTransactions } from '../../src/db/schema/ledger.ts';
import { betRecords } from '../../src/db/schema/recordTables.ts';
import { memberEvents } from '../../src/db/schema/tasks.ts';
import {
  placeRound,
  playRound,
  type RoundRequest,
  settleOpenRounds,
  settleRound,
} from '../../src/demoVenue/demoRounds.ts';
import { settleAbandonedRounds } from '../../src/demoVenue/roundRecovery.ts';
import { serverText } from '../../src/i18n/serverText.ts';
import { auditIsClean, auditLedger } from '../../src/ledger/audit.ts';
import { findMemberByUsername } from '../../src/members/memberRecords.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { fundMember } from '../support/moneyFixtures.ts';
import { postMoney } from '../support/moneyHttp.ts';
import { createTestApp, get, postForm, postJson, registerMember, type TestApp } from '../support/testApp.ts';

const events = platformDomainEvents();

const SITE = 'hgty';
const FINANCE = '/api/f/v1/finance';
const CURRENCY = 'CNY';

let testApp: TestApp;
let game: { id: string; name: string; walletCode: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const [open] = await testApp.connection.db
    .select({ id: games.id, name: games.name, walletCode: games.walletCode })
    .from(games)
    .where(and(eq(games.siteCode, SITE), eq(games.maintenance, false)))
    .limit(1);
  if (!open) throw new Error('the seed has no launchable game on hgty');
  game = open;
});
afterAll(async () => {
  await testApp?.close();
});

function data<T>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}

async function newMember(): Promise<{ member: MemberRef; token: string }> {
  const registered = await registerMember(testApp);
  const row = await findMemberByUsername(testApp.connection.db, SITE, registered.username);
  if (!row) throw new Error('registered member not found');
  return { member: { id: row.id, siteCode: SITE }, token: registered.token };
}

/** Puts money in the member's wallet at the game's venue, as a transfer from the platform would. */
function fundVenueWallet(member: MemberRef, amountMinor: number) {
  return fundMember(testApp.connection.db, member, amountMinor, { venue: game.walletCode });
}

async function balances(member: MemberRef) {
  const rows = await testApp.connection.db
    .select({ kind: ledgerAccounts.kind, balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.siteCode, SITE), eq(ledgerAccounts.currency, CURRENCY)));
  const [venue] = await testApp.connection.db
    .select({ balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, member.id),
        eq(ledgerAccounts.kind, 'venue'),
        eq(ledgerAccounts.walletCode, game.walletCode),
      ),
    );
  const house = rows.find((row) => row.kind === 'house');
  return { venueMinor: venue?.balanceMinor ?? 0, houseMinor: house?.balanceMinor ?? 0 };
}

function round(member: MemberRef, overrides: Partial<RoundRequest> = {}): RoundRequest {
  return {
    member,
    walletCode: game.walletCode,
    gameName: game.name,
    roundId: randomUUID(),
    stakeMinor: 1_000,
    pick: 'high',
    requestId: 'test-round',
    ...overrides,
  };
}

async function ledgerRowsOf(roundId: string) {
  return testApp.connection.db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.referenceId, roundId));
}

describe('demo venue rounds through the ledger', () => {
  it('a winning round takes the stake and pays 1.95 times it; a losing round takes the stake only', async () => {
    const { member } = await newMember();
    await fundVenueWallet(member, 10_000);
    const start = await balances(member);

    const win = await playRound(
      testApp.connection.db,
      events,
      round(member, { pick: 'high', stakeMinor: 1_000 }),
      5,
    );
    expect(win).toMatchObject({ roll: 5, won: true, stakeMinor: 1_000, payoutMinor: 1_950 });
    const afterWin = await balances(member);
    expect(afterWin.venueMinor).toBe(start.venueMinor + 950);
    expect(afterWin.houseMinor).toBe(start.houseMinor - 950);

    const loss = await playRound(
      testApp.connection.db,
      events,
      round(member, { pick: 'low', stakeMinor: 333 }),
      4,
    );
    expect(loss).toMatchObject({ roll: 4, won: false, stakeMinor: 333, payoutMinor: 0 });
    const afterLoss = await balances(member);
    expect(afterLoss.venueMinor).toBe(afterWin.venueMinor - 333);
    expect(afterLoss.houseMinor).toBe(afterWin.houseMinor + 333);

    // An odd stake is rounded down to the minor unit, never up: 1.95 x 1.01 = 1.9695 pays 1.96.
    const odd = await playRound(
      testApp.connection.db,
      events,
      round(member, { pick: 'low', stakeMinor: 101 }),
      1,
    );
    expect(odd.payoutMinor).toBe(196);
    expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  });

  it('a replayed round or settlement pays once', async () => {
    const { member } = await newMember();
    await fundVenueWallet(member, 5_000);
    const request = round(member, { stakeMinor: 2_000 });
    await playRound(testApp.connection.db, events, request, 6);
    const afterFirst = await balances(member);
    // The same round again (a retry after a lost reply) and its settlement replayed, also concurrently.
    const replayed = await playRound(testApp.connection.db, events, request, 1);
    await Promise.all([
      settleRound(testApp.connection.db, member, request.roundId, 'replay'),
      settleRound(testApp.connection.db, member, request.roundId, 'replay'),
    ]);
    expect(replayed).toMatchObject({ roll: 6, won: true, payoutMinor: 3_900 });
    expect(await balances(member)).toEqual(afterFirst);
    expect((await ledgerRowsOf(request.roundId)).map((row) => row.kind).sort()).toEqual([
      'bet_payout',
      'bet_stake',
    ]);
    expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  });

  it('an interrupted round (debited, never settled) is settled once on the next launch', async () => {
    const { member, token } = await newMember();
    await fundVenueWallet(member, 5_000);
    const interrupted = round(member, { stakeMinor: 1_000, pick: 'low' });
    expect(await placeRound(testApp.connection.db, events, interrupted, 2)).toBe(true);
    expect((await balances(member)).venueMinor).toBe(4_000);
    const [open] = await testApp.connection.db
      .select({ status: betRecords.status })
      .from(betRecords)
      .where(eq(betRecords.id, interrupted.roundId));
    expect(open?.status).toBe('unsettled');

    const launch = await postForm(testApp.app, '/api/findmed/v1/game/launch', { gameId: game.id }, { token });
    const { url } = data<{ url: string }>(launch);
    const page = await testApp.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    // Launched again, and the recovery run directly as well: still one payout.
    await testApp.app.inject({ method: 'GET', url });
    await settleOpenRounds(testApp.connection.db, member, 'recovery');
    expect((await balances(member)).venueMinor).toBe(4_000 + 1_950);
    // hgty shows its money with its symbol, as the app does.
    expect(page.body).toContain('>¥59.50<');
    expect((await ledgerRowsOf(interrupted.roundId)).filter((row) => row.kind === 'bet_payout')).toHaveLength(
      1,
    );
    expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  });

  it('interrupted rounds of a member who never opens the game again are settled by the venue’s recovery sweep, not by reading the wallet', async () => {
    const { member, token } = await newMember();
    await fundVenueWallet(member, 5_000);
    // Two rounds debited, then the page closed before either was settled: one drawn to win, one to lose.
    const winning = round(member, { stakeMinor: 1_000, pick: 'low' });
    const losing = round(member, { stakeMinor: 500, pick: 'high' });
    await placeRound(testApp.connection.db, events, winning, 3);
    await placeRound(testApp.connection.db, events, losing, 2);
    expect((await balances(member)).venueMinor).toBe(3_500);

    // Reading the wallet list changes nothing: a GET settles no round.
    const venueBalance = async () =>
      data<{ walletCode: string; balanceMinor: number }[]>(
        await get(testApp.app, '/api/game/walletlist', { token }),
      ).find((wallet) => wallet.walletCode === game.walletCode)?.balanceMinor;
    expect(await venueBalance()).toBe(3_500);
    // The provider's sweep (every 10 s for rounds open over 30 s; here at once) pays the win.
    expect(await settleAbandonedRounds(testApp.connection.db, 'sweep', 0)).toHaveLength(2);
    expect(await venueBalance()).toBe(3_500 + 1_950);
    const settled = await testApp.connection.db
      .select({ id: betRecords.id, status: betRecords.status, payoutMinor: betRecords.payoutMinor })
      .from(betRecords)
      .where(eq(betRecords.memberId, member.id));
    expect(settled).toEqual(
      expect.arrayContaining([
        { id: winning.roundId, status: 'won', payoutMinor: 1_950 },
        { id: losing.roundId, status: 'lost', payoutMinor: 0 },
      ]),
    );

    // A third interrupted round, swept, then recall all: the recall takes the venue wallet with that round paid.
    const lastOne = round(member, { stakeMinor: 2_000, pick: 'high' });
    await placeRound(testApp.connection.db, events, lastOne, 6);
    expect(await settleAbandonedRounds(testApp.connection.db, 'sweep', 0)).toHaveLength(1);
    expect(await settleAbandonedRounds(testApp.connection.db, 'sweep', 0)).toHaveLength(0);
    const recall = await postMoney(testApp.app, `${FINANCE}/transfer/recall-all`, {}, token);
    // 54.50 after the first two rounds, less the 20.00 stake, plus its 39.00 payout.
    expect(data<{ recalledMinor: number }>(recall).recalledMinor).toBe(5_450 - 2_000 + 3_900);
    expect((await balances(member)).venueMinor).toBe(0);
    const payouts = async (roundId: string) =>
      (await ledgerRowsOf(roundId)).filter((row) => row.kind === 'bet_payout').length;
    expect([
      await payouts(winning.roundId),
      await payouts(losing.roundId),
      await payouts(lastOne.roundId),
    ]).toEqual([1, 0, 1]);
    expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  });

  it('refuses a stake beyond the wallet or the limits and another member’s round id, moving nothing', async () => {
    const { member } = await newMember();
    const { member: other } = await newMember();
    await fundVenueWallet(member, 500);
    await fundVenueWallet(other, 5_000);
    const before = await balances(member);
    await expect(
      placeRound(testApp.connection.db, events, round(member, { stakeMinor: 501 }), 3),
    ).rejects.toMatchObject({
      reason: 'insufficient_balance',
    });
    await expect(
      placeRound(testApp.connection.db, events, round(member, { stakeMinor: 99 }), 3),
    ).rejects.toMatchObject({
      reason: 'stake',
    });
    const taken = round(other);
    await playRound(testApp.connection.db, events, taken, 3);
    await expect(
      placeRound(
        testApp.connection.db,
        events,
        round(member, { roundId: taken.roundId, stakeMinor: 100 }),
        3,
      ),
    ).rejects.toMatchObject({ reason: 'round_id_taken' });
    expect((await balances(member)).venueMinor).toBe(before.venueMinor);
    const records = await testApp.connection.db
      .select()
      .from(betRecords)
      .where(eq(betRecords.memberId, member.id));
    expect(records).toHaveLength(0);
    // The refused stakes rolled back their bet events too: nothing counts for tasks or VIP turnover.
    const counted = await testApp.connection.db
      .select()
      .from(memberEvents)
      .where(eq(memberEvents.memberId, member.id));
    expect(counted.filter((event) => event.kind === 'bet_placed')).toHaveLength(0);
  });
});

describe('the venue page plays rounds over HTTP', () => {
  it('rounds show in the bet records and feed the bet tasks and VIP turnover', async () => {
    const { member, token } = await newMember();
    await fundVenueWallet(member, 100_000);
    const launch = await postForm(testApp.app, '/api/findmed/v1/game/launch', { gameId: game.id }, { token });
    const { url } = data<{ url: string }>(launch);
    expect(url).not.toContain(token);
    const ticket = new URL(url, 'http://venue').searchParams.get('ticket') ?? '';
    const page = await testApp.app.inject({ method: 'GET', url });
    // hgty's venue page, in its language (zh-CN)
    const words = serverText('zh-CN').demoVenue;
    expect(page.body).toContain(words.provider);
    expect(page.body).toContain(words.high);

    const stakes = [1_000, 2_000, 5_000];
    const rounds: { roll: number; won: boolean; payoutMinor: number; stakeMinor: number }[] = [];
    for (const [index, stakeMinor] of stakes.entries()) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/demo-venue/round',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({
          ticket,
          roundId: randomUUID(),
          stakeMinor,
          pick: index % 2 ? 'low' : 'high',
        }),
      });
      expect(response.statusCode).toBe(200);
      rounds.push(data(response));
    }
    for (const [index, played] of rounds.entries()) {
      const pick = index % 2 ? 'low' : 'high';
      expect(played.roll).toBeGreaterThanOrEqual(1);
      expect(played.roll).toBeLessThanOrEqual(6);
      expect(played.won).toBe(pick === 'high' ? played.roll >= 4 : played.roll <= 3);
      expect(played.payoutMinor).toBe(played.won ? Math.floor((played.stakeMinor * 195) / 100) : 0);
    }
    const paid = rounds.reduce((sum, played) => sum + played.payoutMinor, 0);
    expect((await balances(member)).venueMinor).toBe(100_000 - 8_000 + paid);

    const records = data<{
      list: { stakeMinor: number; payoutMinor: number; status: string; gameName: string }[];
      total: number;
    }>(await get(testApp.app, '/api/findmed/v1/member/records/bets', { token }));
    expect(records.total).toBe(3);
    expect(records.list.map((record) => record.stakeMinor).sort((left, right) => left - right)).toEqual(
      stakes,
    );
    for (const record of records.list) {
      const played = rounds.find((candidate) => candidate.stakeMinor === record.stakeMinor);
      expect(record).toMatchObject({
        payoutMinor: played?.payoutMinor,
        status: played?.won ? 'won' : 'lost',
      });
      expect(record.gameName).toContain('(demo)');
    }

    const daily = data<{ list: { title: string; progress: number; status: string }[] }>(
      await postJson(testApp.app, '/api/findmed/v1/task/conter/list', { groupId: 'hgty-daily' }, { token }),
    );
    expect(daily.list.find((task) => task.title === '投注 3 次')).toMatchObject({
      progress: 3,
      status: 'claimable',
    });
    const weekly = data<{ list: { title: string; progress: number }[] }>(
      await postJson(testApp.app, '/api/findmed/v1/task/conter/list', { groupId: 'hgty-weekly' }, { token }),
    );
    expect(weekly.list.find((task) => task.title === '累计投注 20 次')).toMatchObject({ progress: 3 });
    const vip = data<{ turnoverMinor: number }>(
      await get(testApp.app, '/api/findmed/v1/member/vips', { token }),
    );
    expect(vip.turnoverMinor).toBe(8_000);
    const events = await testApp.connection.db
      .select()
      .from(memberEvents)
      .where(and(eq(memberEvents.memberId, member.id), eq(memberEvents.kind, 'bet_placed')));
    expect(events).toHaveLength(3);
  });

  it('answers bad round requests with a 4xx and a reason, moving nothing', async () => {
    const { member, token } = await newMember();
    await fundVenueWallet(member, 1_000);
    const { url } = data<{ url: string }>(
      await postForm(testApp.app, '/api/findmed/v1/game/launch', { gameId: game.id }, { token }),
    );
    const ticket = new URL(url, 'http://venue').searchParams.get('ticket') ?? '';
    const send = (body: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url: '/demo-venue/round',
        headers: { 'content-type': 'text/plain' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const valid = { ticket, roundId: randomUUID(), stakeMinor: 500, pick: 'high' };
    const cases: [unknown, number, string][] = [
      ['not json', 400, 'round'],
      [{ ...valid, roundId: 'round-1' }, 400, 'round'],
      [{ ...valid, pick: 'middle' }, 400, 'round'],
      [{ ...valid, stakeMinor: 10.5 }, 400, 'round'],
      [{ ...valid, stakeMinor: 50 }, 400, 'stake'],
      [{ ...valid, stakeMinor: 5_000 }, 409, 'insufficient_balance'],
      [{ ...valid, ticket: 'x'.repeat(43) }, 404, 'ticket'],
    ];
    for (const [body, status, reason] of cases) {
      const response = await send(body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ status: false, data: reason });
    }
    expect((await balances(member)).venueMinor).toBe(1_000);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { ledgerAccounts, ledgerTransactions } from '../../src/db/schema/ledger.ts';
import { members } from '../../src/db/schema/members.ts';
import { betRecords } from '../../src/db/schema/recordTables.ts';
import { memberEvents } from '../../src/db/schema/tasks.ts';
import {
  placeRound,
  playRound,
  RoundRefusedError,
  type RoundResult,
  settleOpenRounds,
} from '../../src/demoVenue/demoRounds.ts';
import { rollDie } from '../../src/demoVenue/diceRules.ts';
import { auditLedger } from '../../src/ledger/audit.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { createTestMember, fundMember, seedTestSite } from '../support/moneyFixtures.ts';
import { type MoneyTestDatabase, openPostgresMoneyDatabase } from '../support/moneyTestDatabase.ts';

const events = platformDomainEvents();

const runRaces = await postgresAvailable();
const WALLET = 'SPORT';
const _CURRENCY = 'CNY';

let postgres: MoneyTestDatabase;

async function fundedMember(amountMinor: number): Promise<MemberRef> {
  const member = await createTestMember(postgres.database);
  await fundMember(postgres.database, member, amountMinor, { venue: WALLET });
  return member;
}

function roundFor(member: MemberRef, roundId = randomUUID()) {
  return {
    member,
    walletCode: WALLET,
    gameName: 'Race dice',
    roundId,
    stakeMinor: 1_000,
    pick: 'high' as const,
    requestId: `race-${roundId}`,
  };
}

async function venueBalance(member: MemberRef): Promise<number> {
  const [row] = await postgres.database
    .select({ balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, member.id), eq(ledgerAccounts.kind, 'venue')));
  return row?.balanceMinor ?? 0;
}

async function expectLedgerClean() {
  const audit = await auditLedger(postgres.database);
  expect(audit).toMatchObject({ negativeMemberAccounts: 0, unbalancedTransactions: 0, driftedAccounts: 0 });
  for (const total of Object.values(audit.totalsByCurrency)) expect(total).toBe(0);
}

/** Plays a round, turning the one refusal contention may cause into a value; anything else fails the test. */
async function playAllowingRefusal(round: ReturnType<typeof roundFor>): Promise<RoundResult | 'refused'> {
  try {
    return await playRound(postgres.database, events, round, rollDie());
  } catch (error) {
    if (error instanceof RoundRefusedError && error.reason === 'insufficient_balance') return 'refused';
    throw error;
  }
}

describe.skipIf(!runRaces)('demo venue rounds on PostgreSQL under concurrency', () => {
  beforeAll(async () => {
    postgres = await openPostgresMoneyDatabase(20);
    await seedTestSite(postgres.database);
  });
  afterAll(async () => {
    await postgres?.close();
  });

  it('40 parallel rounds on one 100.00 wallet never take it below zero and leave exact totals', async () => {
    const member = await fundedMember(10_000);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => playAllowingRefusal(roundFor(member))),
    );
    const played = outcomes.filter((outcome): outcome is RoundResult => outcome !== 'refused');
    const staked = played.reduce((sum, round) => sum + round.stakeMinor, 0);
    const paid = played.reduce((sum, round) => sum + round.payoutMinor, 0);
    // At least the first ten stakes fit whatever the dice do.
    expect(played.length).toBeGreaterThanOrEqual(10);
    const balance = await venueBalance(member);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(10_000 - staked + paid);

    const records = await postgres.database
      .select()
      .from(betRecords)
      .where(eq(betRecords.memberId, member.id));
    expect(records).toHaveLength(played.length);
    expect(records.every((record) => record.status === 'won' || record.status === 'lost')).toBe(true);
    expect(records.reduce((sum, record) => sum + record.payoutMinor, 0)).toBe(paid);
    const [totals] = await postgres.database
      .select({ turnover: members.turnoverTotalMinor })
      .from(members)
      .where(eq(members.id, member.id));
    expect(totals?.turnover).toBe(staked);
    const bets = await postgres.database
      .select()
      .from(memberEvents)
      .where(and(eq(memberEvents.memberId, member.id), eq(memberEvents.kind, 'bet_placed')));
    expect(bets).toHaveLength(played.length);
    await expectLedgerClean();
  });

  it('one round id sent 10 times at once stakes and pays once', async () => {
    const member = await fundedMember(10_000);
    const round = roundFor(member);
    const results = await Promise.all(Array.from({ length: 10 }, () => playAllowingRefusal(round)));
    const first = results[0];
    expect(results.every((result) => JSON.stringify(result) === JSON.stringify(first))).toBe(true);
    const rows = await postgres.database
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, round.roundId));
    const payout = first === 'refused' || first === undefined ? 0 : first.payoutMinor;
    expect(rows.map((row) => row.kind).sort()).toEqual(
      payout > 0 ? ['bet_payout', 'bet_stake'] : ['bet_stake'],
    );
    expect(await venueBalance(member)).toBe(10_000 - 1_000 + payout);
    await expectLedgerClean();
  });

  it('interrupted rounds recovered by 5 concurrent launches are each settled once', async () => {
    const member = await fundedMember(10_000);
    const rolls = [1, 2, 3, 4, 5, 6, 4, 1];
    for (const roll of rolls) await placeRound(postgres.database, events, roundFor(member), roll);
    expect(await venueBalance(member)).toBe(10_000 - rolls.length * 1_000);
    await Promise.all(
      Array.from({ length: 5 }, () => settleOpenRounds(postgres.database, member, 'recovery')),
    );
    const wins = rolls.filter((roll) => roll >= 4).length;
    expect(await venueBalance(member)).toBe(10_000 - rolls.length * 1_000 + wins * 1_950);
    const records = await postgres.database
      .select()
      .from(betRecords)
      .where(eq(betRecords.memberId, member.id));
    expect(records.filter((record) => record.status === 'unsettled')).toHaveLength(0);
    await expectLedgerClean();
  });
});

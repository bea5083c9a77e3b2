import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { betRecords } from '../db/schema/recordTables.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { InsufficientFundsError, postLedgerTransaction } from '../ledger/postTransaction.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import { openAccountsOf } from '../money/memberAccounts.ts';
import { type MemberRef, memberActor } from '../money/memberContext.ts';
import { DICE_ODDS_TEXT, type DicePick, dicePayoutMinor, diceStakeLimits, diceWins } from './diceRules.ts';

/** Why a round was refused; nothing moved. */
export type RoundRefusal = 'stake' | 'insufficient_balance' | 'round_id_taken';
export class RoundRefusedError extends Error {
  constructor(readonly reason: RoundRefusal) {
    super(`demo round refused: ${reason}`);
    this.name = 'RoundRefusedError';
  }
}

export type RoundRequest = {
  member: MemberRef;
  walletCode: string;
  gameName: string;
  /** chosen by the venue page, one per round and kept across its retries: the round's idempotency key */
  roundId: string;
  stakeMinor: number;
  pick: DicePick;
  requestId: string;
};

export type RoundResult = {
  roundId: string;
  pick: DicePick;
  roll: number;
  won: boolean;
  stakeMinor: number;
  payoutMinor: number;
  currency: string;
};

const pickText: Record<DicePick, string> = { high: 'High (4-6)', low: 'Low (1-3)' };
const pickOf = (text: string): DicePick => (text === pickText.low ? 'low' : 'high');

function ledgerKey(roundId: string, step: 'stake' | 'payout'): string {
  return `demo-round:${roundId}:${step}`;
}

/**
 * Step one, the provider's debit: the stake leaves the member's venue wallet for the house, the bet record is
 * written unsettled with the roll already drawn (so the outcome is fixed when the money is taken, and a later
 * settlement only pays what was drawn), and `bet.placed` is announced (tasks, VIP turnover): all in one transaction.
 * A round id seen before changes nothing (false); another member's round id is refused.
 */
export async function placeRound(
  database: Database,
  events: DomainEventPublisher,
  round: RoundRequest,
  roll: number,
): Promise<boolean> {
  const { member } = round;
  if (
    !Number.isSafeInteger(round.stakeMinor) ||
    round.stakeMinor < diceStakeLimits.minimumMinor ||
    round.stakeMinor > diceStakeLimits.maximumMinor
  ) {
    throw new RoundRefusedError('stake');
  }
  const currency = siteMoneySettings(member.siteCode).centralCurrency;
  const venueWallet = memberAccount(member.siteCode, member.id, 'venue', currency, round.walletCode);
  await openAccountsOf(database, member, [venueWallet]);
  try {
    return await database.transaction(async (transaction) => {
      const inserted = await transaction
        .insert(betRecords)
        .values({
          id: round.roundId,
          siteCode: member.siteCode,
          memberId: member.id,
          walletCode: round.walletCode,
          gameName: `${round.gameName} (demo)`,
          currency,
          stakeMinor: round.stakeMinor,
          status: 'unsettled',
          selection: {
            event: `${round.gameName} · round ${round.roundId.slice(0, 8)}`,
            market: 'High / Low dice',
            pick: pickText[round.pick],
            odds: DICE_ODDS_TEXT,
          },
          outcome: String(roll),
        })
        .onConflictDoNothing()
        .returning({ id: betRecords.id });
      if (inserted.length === 0) {
        const [existing] = await transaction
          .select({ memberId: betRecords.memberId })
          .from(betRecords)
          .where(eq(betRecords.id, round.roundId));
        if (existing?.memberId !== member.id) throw new RoundRefusedError('round_id_taken');
        return false;
      }
      await postLedgerTransaction(transaction, {
        siteCode: member.siteCode,
        memberId: member.id,
        kind: 'bet_stake',
        actor: memberActor(member),
        requestId: round.requestId,
        idempotencyKey: ledgerKey(round.roundId, 'stake'),
        referenceId: round.roundId,
        description: round.gameName,
        postings: [
          { account: venueWallet, amountMinor: -round.stakeMinor },
          { account: systemAccount(member.siteCode, 'house', currency), amountMinor: round.stakeMinor },
        ],
      });
      await events.publish(transaction, 'bet.placed', {
        memberId: member.id,
        siteCode: member.siteCode,
        betId: round.roundId,
        currency,
        stakeMinor: round.stakeMinor,
        occurredAt: new Date(),
      });
      return true;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new RoundRefusedError('insufficient_balance');
    throw error;
  }
}

/**
 * Step two, the provider's settlement: pays the drawn outcome and marks the record won or lost. The record is
 * locked first and only an unsettled one is paid, so a replayed or concurrent settlement pays nothing more (the
 * payout's ledger key is a second guard). Returns the round as settled, or null for no such round of the member.
 */
export async function settleRound(
  database: Database,
  member: MemberRef,
  roundId: string,
  requestId: string,
): Promise<RoundResult | null> {
  return database.transaction(async (transaction) => {
    const [bet] = await transaction
      .select()
      .from(betRecords)
      .where(
        and(eq(betRecords.id, roundId), eq(betRecords.memberId, member.id), isNotNull(betRecords.outcome)),
      )
      .for('update');
    if (!bet) return null;
    const pick = pickOf(bet.selection.pick);
    const roll = Number(bet.outcome);
    const result: RoundResult = {
      roundId,
      pick,
      roll,
      won: diceWins(pick, roll),
      stakeMinor: bet.stakeMinor,
      payoutMinor: dicePayoutMinor(pick, roll, bet.stakeMinor),
      currency: bet.currency,
    };
    if (bet.status !== 'unsettled') return result;
    if (result.payoutMinor > 0) {
      await postLedgerTransaction(transaction, {
        siteCode: member.siteCode,
        memberId: member.id,
        kind: 'bet_payout',
        actor: memberActor(member),
        requestId,
        idempotencyKey: ledgerKey(roundId, 'payout'),
        referenceId: roundId,
        description: bet.gameName,
        postings: [
          {
            account: systemAccount(member.siteCode, 'house', bet.currency),
            amountMinor: -result.payoutMinor,
          },
          {
            account: memberAccount(member.siteCode, member.id, 'venue', bet.currency, bet.walletCode),
            amountMinor: result.payoutMinor,
          },
        ],
      });
    }
    await transaction
      .update(betRecords)
      .set({ status: result.won ? 'won' : 'lost', payoutMinor: result.payoutMinor, settledAt: new Date() })
      .where(eq(betRecords.id, roundId));
    return result;
  });
}

/**
 * Recovery of interrupted rounds (debited, never settled: the process stopped between the two steps, or the
 * page lost its connection). The outcome was drawn with the debit, so recovery settles it exactly as the
 * uninterrupted round would have. Runs before every new round and on every launch of the venue page; the sweep of
 * `roundRecovery.ts` settles the rounds of a member who never comes back.
 */
export async function settleOpenRounds(
  database: Database,
  member: MemberRef,
  requestId: string,
): Promise<RoundResult[]> {
  const open = await database
    .select({ id: betRecords.id })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.memberId, member.id),
        eq(betRecords.status, 'unsettled'),
        isNotNull(betRecords.outcome),
      ),
    )
    .orderBy(asc(betRecords.placedAt));
  const settled: RoundResult[] = [];
  for (const { id } of open) {
    const result = await settleRound(database, member, id, requestId);
    if (result) settled.push(result);
  }
  return settled;
}

/** A whole round as the venue page plays it: recover earlier interrupted rounds, take the stake, settle. */
export async function playRound(
  database: Database,
  events: DomainEventPublisher,
  round: RoundRequest,
  roll: number,
): Promise<RoundResult> {
  await settleOpenRounds(database, round.member, round.requestId);
  await placeRound(database, events, round, roll);
  const result = await settleRound(database, round.member, round.roundId, round.requestId);
  if (!result) throw new Error(`demo round ${round.roundId} vanished after its debit`);
  return result;
}

import { randomInt } from 'node:crypto';

/**
 * The demo venue's one game, High / Low dice: one fair six-sided die per round. "High" wins on 4, 5 or 6, "Low"
 * on 1, 2 or 3. A win pays 1.95 times the stake (the stake included, rounded down to the minor unit); a loss pays
 * nothing. Even odds paid at 1.95 leave the house 2.5% per round, like a real provider's margin.
 */
export const dicePicks = ['high', 'low'] as const;
export type DicePick = (typeof dicePicks)[number];

/** Payout per 100 minor units staked on a winning pick. */
const PAYOUT_PER_HUNDRED = 195;
export const DICE_ODDS_TEXT = '1.95';

/** One round's stake limits in minor units: 1.00 to 10,000.00 of the site currency. */
export const diceStakeLimits = { minimumMinor: 100, maximumMinor: 1_000_000 } as const;

export function isDicePick(value: unknown): value is DicePick {
  return dicePicks.includes(value as DicePick);
}

/** A roll from node:crypto's CSPRNG, uniform over 1-6 (randomInt rejects biased draws). */
export function rollDie(): number {
  return randomInt(1, 7);
}

export function diceWins(pick: DicePick, roll: number): boolean {
  return pick === 'high' ? roll >= 4 : roll <= 3;
}

export function dicePayoutMinor(pick: DicePick, roll: number, stakeMinor: number): number {
  return diceWins(pick, roll) ? Math.floor((stakeMinor * PAYOUT_PER_HUNDRED) / 100) : 0;
}

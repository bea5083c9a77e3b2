/** Basis points are hundredths of a percent: 100 bp = 1 %. */
const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * The fee the payout channel keeps from a withdrawal of `amountMinor` at the site's rate, floored to the minor
 * unit so the member is never charged a fraction more than the rate. The server charges it and the withdraw page
 * shows it before submit with this one rule, so the two never disagree.
 */
export function withdrawalFeeMinor(amountMinor: number, feeBasisPoints: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return 0;
  return Math.floor((amountMinor * feeBasisPoints) / BASIS_POINTS_PER_WHOLE);
}

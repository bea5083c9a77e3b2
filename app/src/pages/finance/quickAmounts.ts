import type { MinorUnits } from '@platform/domain';

/** The whole amounts offered as one-tap chips, in units; a channel shows those inside its limits. */
const QUICK_AMOUNT_UNITS = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000] as const;
const MAX_CHIPS = 6;

export function quickAmountsWithin(minimumMinor: MinorUnits, maximumMinor: MinorUnits): MinorUnits[] {
  return QUICK_AMOUNT_UNITS.map((units) => units * 100)
    .filter((minor) => minor >= minimumMinor && minor <= maximumMinor)
    .slice(0, MAX_CHIPS);
}

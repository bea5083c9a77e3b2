/**
 * Server withdraw-password config (`d`: feature enabled, `p`: password already set) to the flags the gate uses.
 * `isToSet` blocks adding a withdrawal account and withdrawing until the member sets one (spec §4, §6).
 */
export function deriveWithdrawPasswordState(config: { d: boolean; p: boolean }): {
  enable: boolean;
  isUsed: boolean;
  isToSet: boolean;
} {
  return { enable: config.d, isUsed: config.p, isToSet: config.d && !config.p };
}

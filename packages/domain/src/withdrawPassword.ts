/** The server's withdraw-password config (spec §7): `d` the feature is enabled on the site, `p` the member set one. */
export type WithdrawPasswordConfig = { d: boolean; p: boolean };

/**
 * Server withdraw-password config to the flags the gate uses.
 * `isToSet` blocks adding a withdrawal account and withdrawing until the member sets one (spec §4, §6).
 */
export function deriveWithdrawPasswordState(config: WithdrawPasswordConfig): {
  enable: boolean;
  isUsed: boolean;
  isToSet: boolean;
} {
  return { enable: config.d, isUsed: config.p, isToSet: config.d && !config.p };
}

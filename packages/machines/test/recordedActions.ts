/**
 * Stand-ins for the app's effect actions: each call is logged by name, in order, with its params, so tests
 * assert which effects ran (and that none was forgotten) without any real store behind them.
 */
export type ActionLog = Array<{ name: string; params: unknown }>;

export function recordActions<const TName extends string>(
  names: ReadonlyArray<TName>,
): { actions: Record<TName, (args: unknown, params: unknown) => void>; log: ActionLog; names(): string[] } {
  const log: ActionLog = [];
  const actions = Object.fromEntries(
    names.map((name) => [
      name,
      (_args: unknown, params: unknown) => {
        log.push({ name, params });
      },
    ]),
  ) as Record<TName, (args: unknown, params: unknown) => void>;
  return { actions, log, names: () => log.map((entry) => entry.name) };
}

/** Milliseconds since the epoch. Injected so tests can move time past idle and absolute expiries. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

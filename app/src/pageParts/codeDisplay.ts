import type { CurrencyDisplay } from '@platform/domain';

/** A coin's code stands in for its symbol (USDT has no sign of its own). */
export const codeDisplay = (code: string): CurrencyDisplay => ({ kind: 'symbol', symbol: `${code} ` });

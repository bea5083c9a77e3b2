import type { BrowserCommand } from 'vitest/node';
import { runOperator } from './referenceApiState.ts';

/** Runs an operator-tool command (`send-message hgty <user> <title> <text…>`) and answers its printed lines. */
export const operator: BrowserCommand<string[]> = (_context, ...args) => runOperator(args);

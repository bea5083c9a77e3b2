import { type DicePick, isDicePick } from './diceRules.ts';

export type RoundBody = { ticket: string; roundId: string; stakeMinor: number; pick: DicePick };

/** Round ids are UUIDs: the page makes one per round with crypto.randomUUID() and keeps it across retries. */
const ROUND_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The round request the venue page posts (JSON in a text/plain body), or null when it is not one. */
export function parseRoundBody(body: unknown): RoundBody | null {
  if (typeof body !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { ticket, roundId, stakeMinor, pick } = parsed as Record<string, unknown>;
  if (typeof ticket !== 'string' || typeof roundId !== 'string' || !ROUND_ID_PATTERN.test(roundId))
    return null;
  if (typeof stakeMinor !== 'number' || !Number.isSafeInteger(stakeMinor) || !isDicePick(pick)) return null;
  return { ticket, roundId, stakeMinor, pick };
}

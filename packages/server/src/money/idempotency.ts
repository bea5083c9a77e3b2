import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import { idempotencyRecords } from '../db/schema/idempotencyTable.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor, MoneyTransaction } from '../ledger/executor.ts';

export type IdempotentRequest = {
  memberId: string;
  /** the endpoint name: the same key may be used once per endpoint */
  endpoint: string;
  /** the Idempotency-Key header as received (undefined when absent) */
  key: string | undefined;
  /** the decoded, validated request body */
  body: unknown;
};

export type IdempotentOutcome<Reply> = { reply: Reply; replayed: boolean };

/** JSON with object keys sorted, so equal bodies hash equally whatever order their fields arrived in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, element]) => element !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, element]) => `${JSON.stringify(key)}:${canonicalJson(element)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** The header's value, or the specific 400 when it is missing or malformed. */
export function requireIdempotencyKey(key: string | undefined): string {
  if (key === undefined || key === '')
    throw new ApiError('IDEMPOTENCY_KEY_REQUIRED', { field: 'Idempotency-Key' });
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ApiError('IDEMPOTENCY_KEY_INVALID', { field: 'Idempotency-Key' });
  return key;
}

export function recordFilter(request: { memberId: string; endpoint: string }, key: string) {
  return and(
    eq(idempotencyRecords.memberId, request.memberId),
    eq(idempotencyRecords.endpoint, request.endpoint),
    eq(idempotencyRecords.key, key),
  );
}

/** The stored reply of a finished request, or 409 when the key was used with another body. */
export function replayStored<Reply>(
  stored: { requestHash: string; responseBody: string },
  hash: string,
): IdempotentOutcome<Reply> {
  if (stored.requestHash !== hash) throw new ApiError('IDEMPOTENCY_KEY_REUSED', { field: 'Idempotency-Key' });
  return { reply: JSON.parse(stored.responseBody) as Reply, replayed: true };
}

/**
 * Runs `work` at most once per (member, endpoint, key).
 *
 * The key is claimed by inserting its row inside the same database transaction as the work; the reply is
 * written to that row before commit. So:
 * - a later request with the same key and body finds the committed row and gets the stored reply, nothing runs;
 * - a concurrent duplicate blocks on the unique key until the first commits, then replays its reply (or, if the
 *   first rolled back, runs itself);
 * - the same key with another body is refused with 409 IDEMPOTENCY_KEY_REUSED;
 * - a request that fails (any error) leaves no row behind, so the member can retry with the same key.
 * The reply is stored as JSON text and replayed verbatim.
 */
export async function runIdempotent<Reply>(
  database: MoneyExecutor,
  request: IdempotentRequest,
  work: (transaction: MoneyTransaction) => Promise<Reply>,
): Promise<IdempotentOutcome<Reply>> {
  const key = requireIdempotencyKey(request.key);
  const hash = requestHash(request.body);
  return database.transaction(async (transaction) => {
    const claimed = await transaction
      .insert(idempotencyRecords)
      .values({
        memberId: request.memberId,
        endpoint: request.endpoint,
        key,
        requestHash: hash,
        responseBody: '',
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.key });
    if (claimed.length === 0) {
      const [stored] = await transaction
        .select({
          requestHash: idempotencyRecords.requestHash,
          responseBody: idempotencyRecords.responseBody,
        })
        .from(idempotencyRecords)
        .where(recordFilter(request, key));
      // Not visible yet: the first request is still running on another connection without having blocked us
      // (only possible at isolation levels above READ COMMITTED). Tell the client to look again shortly.
      if (!stored || stored.responseBody === '') throw new ApiError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
      return replayStored<Reply>(stored, hash);
    }
    const reply = await work(transaction);
    await transaction
      .update(idempotencyRecords)
      .set({ responseBody: JSON.stringify(reply) })
      .where(recordFilter(request, key));
    return { reply, replayed: false };
  });
}

/** The ledger idempotency key of a member request: unique per member, endpoint and client key. */
export function ledgerKeyForRequest(request: { memberId: string; endpoint: string; key: string }): string {
  return `${request.endpoint}:${request.memberId}:${request.key}`;
}

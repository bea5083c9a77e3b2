import { sql } from 'drizzle-orm';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { queryRows } from '../ledger/executor.ts';
import { IDEMPOTENT_POSTING_FUNCTION, type VENUE_TRANSFER_FUNCTION } from '../ledger/postingProcedure.ts';
import {
  LedgerInvariantError,
  type LedgerTransactionInput,
  postingArguments,
  refusedOverdraftAsError,
} from '../ledger/postTransaction.ts';
import {
  type IdempotentOutcome,
  type IdempotentRequest,
  replayStored,
  requestHash,
  requireIdempotencyKey,
} from './idempotency.ts';

/** A member request whose whole effect is one ledger transaction, and the reply it answers with. */
export type PostingReply<Reply extends Record<string, unknown>> = {
  posting: LedgerTransactionInput;
  /** the reply, except that each field named in `balanceFields[i]` becomes posting i's balance after it */
  reply: Reply;
  balanceFields: readonly (keyof Reply & string)[];
};

type IdempotentPostingRow = { replayed: boolean; request_hash: string | null; response_body: string | null };

/**
 * `runIdempotent` for a request that is exactly one posting, in one round trip instead of six: the claim of the
 * key, the posting and the stored reply are one statement (`ledger_post_idempotent_v1`), so they commit
 * together or not at all, with the same guarantees. A concurrent duplicate waits on the key's unique index and
 * replays the first reply; another body under the key is 409 IDEMPOTENCY_KEY_REUSED; a refused posting
 * (InsufficientFundsError) stores nothing. First answers and replays are both parsed from the stored text, so
 * they are byte for byte the same. `procedure` is that function or one with its parameters and answer that
 * checks more in the same statement (`ledger_venue_transfer_v1`).
 */
export async function runIdempotentPosting<Reply extends Record<string, unknown>>(
  database: MoneyExecutor,
  request: IdempotentRequest,
  { posting, reply, balanceFields }: PostingReply<Reply>,
  procedure:
    | typeof IDEMPOTENT_POSTING_FUNCTION
    | typeof VENUE_TRANSFER_FUNCTION = IDEMPOTENT_POSTING_FUNCTION,
): Promise<IdempotentOutcome<Reply>> {
  if (posting.memberId !== request.memberId)
    throw new LedgerInvariantError("an idempotent posting is the requesting member's own");
  const key = requireIdempotencyKey(request.key);
  const hash = requestHash(request.body);
  const fields = `{${balanceFields.map((field) => `"${field}"`).join(',')}}`;
  const call = sql`select * from ${sql.raw(procedure)}(
    ${request.endpoint}, ${key}, ${hash}, ${JSON.stringify(reply)}::json, ${fields}::text[],
    ${postingArguments(posting)})`;
  const [row] = await refusedOverdraftAsError(posting, () => queryRows<IdempotentPostingRow>(database, call));
  if (row && !row.replayed) return { reply: JSON.parse(row.response_body ?? '') as Reply, replayed: false };
  // The key's row vanished after blocking us (its owner was released), or holds no reply yet (a claim by a
  // request that works across several statements): the client asks again shortly, as for `runIdempotent`.
  if (!row?.request_hash || row.response_body === '' || row.response_body === null)
    throw new ApiError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
  return replayStored<Reply>({ requestHash: row.request_hash, responseBody: row.response_body }, hash);
}

import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyRecords } from '../db/schema/idempotencyTable.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor, MoneyTransaction } from '../ledger/executor.ts';
import {
  type IdempotentOutcome,
  type IdempotentRequest,
  recordFilter,
  replayStored,
  requestHash,
  requireIdempotencyKey,
} from './idempotency.ts';

export type ClaimTiming = {
  /** how long a duplicate waits for the first request's outcome before answering "in progress" */
  waitMs: number;
  /** a claim older than this belongs to a request that died (process killed): another may take it over */
  leaseMs: number;
};

const defaultTiming: ClaimTiming = { waitMs: 10_000, leaseMs: 60_000 };
const FIRST_POLL_MS = 10;
const LONGEST_POLL_MS = 200;

/** The claim's own timestamp, as text so the comparison keeps PostgreSQL's microseconds. */
const claimStamp = sql<string>`${idempotencyRecords.createdAt}::text`;

type Claim = { claimedAt: string };

/**
 * Either this request now owns the key (its claim row is committed, reply still empty), or the outcome of the
 * request that owns it: a replay once it finished, a 409 for another body. Waits while the owner is working.
 */
async function claimOrAwait<Reply>(
  database: MoneyExecutor,
  request: IdempotentRequest & { key: string },
  hash: string,
  timing: ClaimTiming,
): Promise<Claim | IdempotentOutcome<Reply>> {
  const filter = recordFilter(request, request.key);
  const deadline = Date.now() + timing.waitMs;
  for (let pollMs = FIRST_POLL_MS; ; pollMs = Math.min(pollMs * 2, LONGEST_POLL_MS)) {
    const [claimed] = await database
      .insert(idempotencyRecords)
      .values({
        memberId: request.memberId,
        endpoint: request.endpoint,
        key: request.key,
        requestHash: hash,
        responseBody: '',
      })
      .onConflictDoNothing()
      .returning({ claimedAt: claimStamp });
    if (claimed) return claimed;
    const [stored] = await database
      .select({ requestHash: idempotencyRecords.requestHash, responseBody: idempotencyRecords.responseBody })
      .from(idempotencyRecords)
      .where(filter);
    // gone: the owner failed and released the key, so claim it now
    if (!stored) continue;
    if (stored.responseBody !== '' || stored.requestHash !== hash) return replayStored<Reply>(stored, hash);
    const [takenOver] = await database
      .update(idempotencyRecords)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          filter,
          eq(idempotencyRecords.responseBody, ''),
          sql`${idempotencyRecords.createdAt} < now() - make_interval(secs => ${timing.leaseMs / 1000})`,
        ),
      )
      .returning({ claimedAt: claimStamp });
    if (takenOver) return takenOver;
    if (Date.now() >= deadline) throw new ApiError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    await sleep(pollMs);
  }
}

/**
 * Runs `prepare` then `work` at most once per (member, endpoint, key), for requests that must do something
 * outside the database transaction first: open a single-use password ciphertext, check the password.
 *
 * The key is claimed BEFORE `prepare`, by a committed row with an empty reply, so a concurrent duplicate (a
 * client's retry of the byte-identical request, its ciphertext included) never reaches the decryption: it waits
 * for the owner's outcome and replays it. `work` runs in one transaction that also writes the reply into the
 * claim row, so a stored reply still exists exactly when its effect committed. If `prepare` or `work` fails,
 * the claim is released and the error returned: nothing is stored, the key may be retried.
 * A claim left by a dead process is taken over after `leaseMs`; the ledger's own unique idempotency key still
 * stops a second posting.
 */
export async function runClaimedIdempotent<Prepared, Reply>(
  database: MoneyExecutor,
  request: IdempotentRequest,
  prepare: () => Promise<Prepared>,
  work: (transaction: MoneyTransaction, prepared: Prepared) => Promise<Reply>,
  timing: ClaimTiming = defaultTiming,
): Promise<IdempotentOutcome<Reply>> {
  const key = requireIdempotencyKey(request.key);
  const hash = requestHash(request.body);
  const outcome = await claimOrAwait<Reply>(database, { ...request, key }, hash, timing);
  if ('reply' in outcome) return outcome;
  const ownClaim = and(
    recordFilter(request, key),
    eq(idempotencyRecords.responseBody, ''),
    sql`${idempotencyRecords.createdAt} = ${outcome.claimedAt}::timestamptz`,
  );
  try {
    const prepared = await prepare();
    const reply = await database.transaction(async (transaction) => {
      const result = await work(transaction, prepared);
      const stored = await transaction
        .update(idempotencyRecords)
        .set({ responseBody: JSON.stringify(result) })
        .where(ownClaim)
        .returning({ key: idempotencyRecords.key });
      // Our claim was taken over after its lease ran out: the other request answers for this key.
      if (stored.length === 0) throw new ApiError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
      return result;
    });
    return { reply, replayed: false };
  } catch (error) {
    await database.delete(idempotencyRecords).where(ownClaim);
    throw error;
  }
}

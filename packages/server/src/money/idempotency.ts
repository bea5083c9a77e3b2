import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_PATTERN } from '@platform/contract';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyRecords } from '../db/schema/idempotencyTable.ts';
import { ApiError } from '../errors/apiError.ts';
import { type MoneyExecutor, type MoneyTransaction, queryRows } from '../ledger/executor.ts';
import { IDEMPOTENT_POSTING_FUNCTION, type VENUE_TRANSFER_FUNCTION } from '../ledger/postingProcedure.ts';
import {
  LedgerInvariantError,
  type LedgerTransactionInput,
  postingArguments,
  refusedOverdraftAsError,
} from '../ledger/postTransaction.ts';

// The one runner of every money-moving request (README "Idempotency"): `runIdempotent` with the strategy the
// endpoint declares. What each strategy guarantees to a duplicate, a different body and a crash is stated there.

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

function requestHash(body: unknown): string {
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

function recordFilter(request: { memberId: string; endpoint: string }, key: string) {
  return and(
    eq(idempotencyRecords.memberId, request.memberId),
    eq(idempotencyRecords.endpoint, request.endpoint),
    eq(idempotencyRecords.key, key),
  );
}

/** The stored reply of a finished request, or 409 when the key was used with another body. */
function replayStored<Reply>(
  stored: { requestHash: string; responseBody: string },
  hash: string,
): IdempotentOutcome<Reply> {
  if (stored.requestHash !== hash) throw new ApiError('IDEMPOTENCY_KEY_REUSED', { field: 'Idempotency-Key' });
  return { reply: JSON.parse(stored.responseBody) as Reply, replayed: true };
}

export type ClaimTiming = {
  /** how long a duplicate waits for the first request's outcome before answering "in progress" */
  waitMs: number;
  /** a claim older than this belongs to a request that died (process killed): another may take it over */
  leaseMs: number;
};

export const defaultClaimTiming: ClaimTiming = { waitMs: 10_000, leaseMs: 60_000 };
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
  request: ClaimedRequest,
  timing: ClaimTiming,
): Promise<Claim | IdempotentOutcome<Reply>> {
  const filter = recordFilter(request, request.key);
  const deadline = Date.now() + timing.waitMs;
  for (let pollMs = FIRST_POLL_MS; ; pollMs = Math.min(pollMs * 2, LONGEST_POLL_MS)) {
    const [claimed] = await claimRowOf(database, request).returning({ claimedAt: claimStamp });
    if (claimed) return claimed;
    const [stored] = await database
      .select({ requestHash: idempotencyRecords.requestHash, responseBody: idempotencyRecords.responseBody })
      .from(idempotencyRecords)
      .where(filter);
    // gone: the owner failed and released the key, so claim it now
    if (!stored) continue;
    if (stored.responseBody !== '' || stored.requestHash !== request.hash)
      return replayStored<Reply>(stored, request.hash);
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

/** A member request whose whole effect is one ledger transaction, and the reply it answers with. */
export type PostingReply<Reply> = {
  posting: LedgerTransactionInput;
  /** the reply, except that each field named in `balanceFields[i]` becomes posting i's balance after it */
  reply: Reply;
  balanceFields: readonly (keyof Reply & string)[];
};

type IdempotentPostingRow = { replayed: boolean; request_hash: string | null; response_body: string | null };

type PostingProcedure = typeof IDEMPOTENT_POSTING_FUNCTION | typeof VENUE_TRANSFER_FUNCTION;

/**
 * How an endpoint's key is claimed, declared by the endpoint (README "Idempotency" says when each is right).
 * Every strategy answers a duplicate, a different body and a failure the same way; they differ in when the key
 * is claimed and so in what a duplicate may skip.
 */
export type IdempotencyStrategy<Reply> =
  | { claim: 'withWork'; work: (transaction: MoneyTransaction) => Promise<Reply> }
  | {
      claim: 'beforePreparing';
      prepare: () => Promise<void>;
      work: (transaction: MoneyTransaction) => Promise<Reply>;
      timing?: ClaimTiming;
    }
  | ({ claim: 'inPostingStatement'; procedure?: PostingProcedure } & PostingReply<Reply>);

type ClaimedRequest = { memberId: string; endpoint: string; key: string; hash: string };

/** Inserts the key's row with an empty reply unless the key is taken: a claim is the row this inserted. */
function claimRowOf(database: MoneyExecutor, request: ClaimedRequest) {
  return database
    .insert(idempotencyRecords)
    .values({
      memberId: request.memberId,
      endpoint: request.endpoint,
      key: request.key,
      requestHash: request.hash,
      responseBody: '',
    })
    .onConflictDoNothing();
}

/**
 * Runs a money-moving request at most once per (member, endpoint, Idempotency-Key): a duplicate with the same
 * body gets the first reply (`replayed: true`), another body under the key 409 IDEMPOTENCY_KEY_REUSED, a missing
 * or malformed key 400 before anything runs.
 */
export async function runIdempotent<Reply>(
  database: MoneyExecutor,
  request: IdempotentRequest,
  strategy: IdempotencyStrategy<Reply>,
): Promise<IdempotentOutcome<Reply>> {
  const claimed: ClaimedRequest = {
    memberId: request.memberId,
    endpoint: request.endpoint,
    key: requireIdempotencyKey(request.key),
    hash: requestHash(request.body),
  };
  switch (strategy.claim) {
    case 'withWork':
      return claimWithWork(database, claimed, strategy.work);
    case 'beforePreparing':
      return claimBeforePreparing(
        database,
        claimed,
        strategy.prepare,
        strategy.work,
        strategy.timing ?? defaultClaimTiming,
      );
    case 'inPostingStatement':
      return claimInPostingStatement(
        database,
        claimed,
        strategy,
        strategy.procedure ?? IDEMPOTENT_POSTING_FUNCTION,
      );
  }
}

/**
 * `claim: 'withWork'`: the key's row is inserted inside the work's own transaction and the reply written to it
 * before commit. A duplicate blocks on the unique key until the first commits (then replays) or rolls back (then
 * runs itself); a crash rolls the claim back with the work.
 */
async function claimWithWork<Reply>(
  database: MoneyExecutor,
  request: ClaimedRequest,
  work: (transaction: MoneyTransaction) => Promise<Reply>,
): Promise<IdempotentOutcome<Reply>> {
  return database.transaction(async (transaction) => {
    const claimed = await claimRowOf(transaction, request).returning({ key: idempotencyRecords.key });
    if (claimed.length === 0) {
      const [stored] = await transaction
        .select({
          requestHash: idempotencyRecords.requestHash,
          responseBody: idempotencyRecords.responseBody,
        })
        .from(idempotencyRecords)
        .where(recordFilter(request, request.key));
      // Not visible yet: the first request is still running on another connection without having blocked us
      // (only possible at isolation levels above READ COMMITTED). Tell the client to look again shortly.
      if (!stored || stored.responseBody === '') throw new ApiError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
      return replayStored<Reply>(stored, request.hash);
    }
    const reply = await work(transaction);
    await transaction
      .update(idempotencyRecords)
      .set({ responseBody: JSON.stringify(reply) })
      .where(recordFilter(request, request.key));
    return { reply, replayed: false };
  });
}

/**
 * `claim: 'beforePreparing'`, for requests that must do something outside the database transaction first (open a
 * single-use password ciphertext, check the password). The key is claimed BEFORE `prepare`, by a committed row
 * with an empty reply, so a concurrent duplicate (a client's retry of the byte-identical request, its ciphertext
 * included) never reaches the decryption: it waits for the owner's outcome and replays it. `work` runs in one
 * transaction that also writes the reply into the claim row, so a stored reply still exists exactly when its
 * effect committed. If `prepare` or `work` fails, the claim is released and the error returned: nothing is
 * stored, the key may be retried. A claim left by a dead process is taken over after `leaseMs`; the ledger's own
 * unique idempotency key still stops a second posting.
 */
async function claimBeforePreparing<Reply>(
  database: MoneyExecutor,
  request: ClaimedRequest,
  prepare: () => Promise<void>,
  work: (transaction: MoneyTransaction) => Promise<Reply>,
  timing: ClaimTiming,
): Promise<IdempotentOutcome<Reply>> {
  const outcome = await claimOrAwait<Reply>(database, request, timing);
  if ('reply' in outcome) return outcome;
  const ownClaim = and(
    recordFilter(request, request.key),
    eq(idempotencyRecords.responseBody, ''),
    sql`${idempotencyRecords.createdAt} = ${outcome.claimedAt}::timestamptz`,
  );
  try {
    await prepare();
    const reply = await database.transaction(async (transaction) => {
      const result = await work(transaction);
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

/**
 * `claim: 'inPostingStatement'`, for a request that is exactly one posting: the claim of the key, the posting and
 * the stored reply are one statement (`ledger_post_idempotent_v1`), so they commit together or not at all, in one
 * round trip instead of six. A concurrent duplicate waits on the key's unique index and replays the first reply; a
 * refused posting (InsufficientFundsError) stores nothing. First answers and replays are both parsed from the
 * stored text, so they are byte for byte the same. `procedure` is that function or one with its parameters and
 * answer that checks more in the same statement (`ledger_venue_transfer_v1`).
 */
async function claimInPostingStatement<Reply>(
  database: MoneyExecutor,
  request: ClaimedRequest,
  { posting, reply, balanceFields }: PostingReply<Reply>,
  procedure: PostingProcedure,
): Promise<IdempotentOutcome<Reply>> {
  if (posting.memberId !== request.memberId)
    throw new LedgerInvariantError("an idempotent posting is the requesting member's own");
  const fields = `{${balanceFields.map((field) => `"${field}"`).join(',')}}`;
  const call = sql`select * from ${sql.raw(procedure)}(
    ${request.endpoint}, ${request.key}, ${request.hash}, ${JSON.stringify(reply)}::json, ${fields}::text[],
    ${postingArguments(posting)})`;
  const [row] = await refusedOverdraftAsError(posting, () => queryRows<IdempotentPostingRow>(database, call));
  if (row && !row.replayed) return { reply: JSON.parse(row.response_body ?? '') as Reply, replayed: false };
  // The key's row vanished after blocking us (its owner was released), or holds no reply yet (a claim by a
  // request that works across several statements): the client asks again shortly.
  if (!row?.request_hash || row.response_body === '' || row.response_body === null)
    throw new ApiError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
  return replayStored<Reply>(
    { requestHash: row.request_hash, responseBody: row.response_body },
    request.hash,
  );
}

/** The ledger idempotency key of a member request: unique per member, endpoint and client key. */
export function ledgerKeyForRequest(request: { memberId: string; endpoint: string; key: string }): string {
  return `${request.endpoint}:${request.memberId}:${request.key}`;
}

import { sql } from 'drizzle-orm';
import type { MoneyTransaction } from '../ledger/executor.ts';

/** The advisory-lock class of safer play (the second key is the member): any number that no other lock uses. */
const SAFER_PLAY_LOCK_CLASS = 23;

/**
 * Serialises a member's limit checks with the movements they count, until the transaction ends: two deposits (or
 * transfer-ins) at once each see the other's committed row, so together they cannot pass a limit. Taken first
 * in the transaction, before any ledger account lock, so it never joins a lock cycle.
 */
export async function lockMemberSaferPlay(transaction: MoneyTransaction, memberId: string): Promise<void> {
  await transaction.execute(
    sql`select pg_advisory_xact_lock(${SAFER_PLAY_LOCK_CLASS}, hashtext(${memberId}))`,
  );
}

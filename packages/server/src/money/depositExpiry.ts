import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { depositOrders } from '../db/schema/paymentTables.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';

/** Orders announced per transaction: a backlog (an instance down for hours) is worked off in short transactions. */
const SWEEP_BATCH = 100;
/** How late a member may hear that an order expired (the deposit page reads the clock itself meanwhile). */
export const DEPOSIT_EXPIRY_SWEEP_INTERVAL_MS = 15_000;

/**
 * Marks one batch of pending orders whose lifetime has passed as announced and publishes `deposit.expired` for each,
 * in the same transaction: the announcement commits exactly when the mark does. Rows another transaction holds (a
 * second instance sweeping, an operator deciding) are skipped, not waited for, and the update re-checks that the
 * order is still pending and unannounced, so two instances sweeping at once announce each order once.
 */
async function announceOneBatch(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  now: Date,
): Promise<number> {
  return database.transaction(async (transaction) => {
    const unannounced = and(
      eq(depositOrders.status, 'pending'),
      isNull(depositOrders.expiryAnnouncedAt),
      lte(depositOrders.expiresAt, now),
    );
    const due = transaction
      .select({ id: depositOrders.id })
      .from(depositOrders)
      .where(unannounced)
      .orderBy(asc(depositOrders.expiresAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const expired = await transaction
      .update(depositOrders)
      .set({ expiryAnnouncedAt: now })
      .where(and(inArray(depositOrders.id, due), unannounced))
      .returning({
        id: depositOrders.id,
        memberId: depositOrders.memberId,
        siteCode: depositOrders.siteCode,
      });
    for (const order of expired) {
      await events.publish(transaction, 'deposit.expired', {
        memberId: order.memberId,
        siteCode: order.siteCode,
        orderId: order.id,
        occurredAt: now,
      });
    }
    return expired.length;
  });
}

/** Announces every order that has expired unannounced by `now`; answers how many this call announced. */
export async function announceExpiredDepositOrders(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  now: Date,
): Promise<number> {
  let announced = 0;
  for (;;) {
    const batch = await announceOneBatch(database, events, now);
    announced += batch;
    if (batch < SWEEP_BATCH) return announced;
  }
}

/** Runs the sweep on this instance every `intervalMs` (every instance may: see announceOneBatch). */
export function scheduleDepositExpirySweep(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  clock: () => number,
  onError: (error: unknown) => void,
  intervalMs = DEPOSIT_EXPIRY_SWEEP_INTERVAL_MS,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    // A slow sweep (a large backlog on a busy database) is not started twice by this instance.
    if (running) return;
    running = true;
    announceExpiredDepositOrders(database, events, new Date(clock()))
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

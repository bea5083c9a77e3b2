import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { betRecords } from '../db/schema/recordTables.ts';
import { type RoundResult, settleRound } from './demoRounds.ts';

/** A round's debit and settlement are one request apart at most; one open this long lost its page. */
export const ABANDONED_AFTER_SECONDS = 30;
const SWEEP_EVERY_MS = 10_000;
/** Rounds settled per sweep at the most, so one sweep stays short; the next takes the rest. */
const SWEEP_BATCH = 200;

/**
 * The provider's own retry of its settlements, as a real provider runs one: every round debited and left
 * unsettled for longer than `olderThanSeconds` (database time) is settled with the outcome drawn at its debit,
 * so a member who never opens the game again is paid too. `settleRound` locks each bet, so a sweep on every
 * instance, a new round's recovery and a late settlement still pay a round once.
 */
export async function settleAbandonedRounds(
  database: Database,
  requestId: string,
  olderThanSeconds = ABANDONED_AFTER_SECONDS,
): Promise<RoundResult[]> {
  const abandoned = await database
    .select({ id: betRecords.id, memberId: betRecords.memberId, siteCode: betRecords.siteCode })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.status, 'unsettled'),
        isNotNull(betRecords.outcome),
        lt(betRecords.placedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(betRecords.placedAt))
    .limit(SWEEP_BATCH);
  const settled: RoundResult[] = [];
  for (const round of abandoned) {
    const member = { id: round.memberId, siteCode: round.siteCode };
    const result = await settleRound(database, member, round.id, requestId);
    if (result) settled.push(result);
  }
  return settled;
}

/**
 * Sweeps abandoned rounds every 10 s while the app listens (an app only injected into, as in tests, never
 * sweeps: tests call `settleAbandonedRounds`). Closing the app waits for a sweep in progress.
 */
export function sweepAbandonedRoundsWhileListening(app: FastifyInstance, database: Database): void {
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      sweeping = settleAbandonedRounds(database, 'demo-venue-recovery').catch((error: unknown) =>
        app.log.error({ err: error }, 'demo venue: settling abandoned rounds failed'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}

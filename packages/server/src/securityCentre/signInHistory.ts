import type { SignInOutcome, SignInRecord } from '@platform/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { signInAttempts } from '../db/schema/securityCentreTables.ts';
import { storedUserAgent, summariseDevice } from './deviceSummary.ts';

const HISTORY_LENGTH = 50;

/** Where a sign-in attempt came from, as the request tells it. */
export interface SignInOrigin {
  deviceNumber: string | undefined;
  userAgent: string | undefined;
  ip: string;
}

export async function recordSignInAttempt(
  db: Database,
  memberId: string,
  outcome: SignInOutcome,
  origin: SignInOrigin,
  occurredAt: Date,
): Promise<void> {
  await db.insert(signInAttempts).values({
    memberId,
    occurredAt,
    outcome,
    deviceNumber: origin.deviceNumber ?? null,
    userAgent: storedUserAgent(origin.userAgent),
    ipAddress: origin.ip,
  });
}

export async function signInHistoryOf(db: Database, memberId: string): Promise<SignInRecord[]> {
  const rows = await db
    .select()
    .from(signInAttempts)
    .where(eq(signInAttempts.memberId, memberId))
    .orderBy(desc(signInAttempts.occurredAt))
    .limit(HISTORY_LENGTH);
  return rows.map((row) => ({
    occurredAt: row.occurredAt.toISOString(),
    outcome: row.outcome as SignInOutcome,
    ...summariseDevice(row),
  }));
}

import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/members.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { defaultSessionPolicy } from '../security/sessions.ts';
import { sha256Hex } from '../security/tokens.ts';

/**
 * Whole minutes since the member signed in with this session. A renewal replaces the token but keeps the absolute
 * expiry (sessions.ts), so the sign-in time is that expiry less the session lifetime, and renewing never restarts
 * the count.
 */
export async function minutesSignedIn(
  database: MoneyExecutor,
  sessionToken: string,
  now: Date,
): Promise<number> {
  const [row] = await database
    .select({ absoluteExpiresAt: sessions.absoluteExpiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(sessionToken)));
  if (!row) return 0;
  const signedInAt = row.absoluteExpiresAt.getTime() - defaultSessionPolicy.absoluteLifetimeMs;
  return Math.max(0, Math.floor((now.getTime() - signedInAt) / 60_000));
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { operatorSessions } from '../db/schema/consoleTables.ts';
import type { Clock } from '../security/clock.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';

/**
 * Console sessions. Shorter than a member's: an operator session moves money. Until its two-step check is done a
 * session is good only for the two-step calls, and only for a few minutes.
 */
export const operatorSessionPolicy = {
  idleTimeoutMs: 30 * 60_000,
  absoluteLifetimeMs: 12 * 60 * 60_000,
  twoStepPendingLifetimeMs: 5 * 60_000,
  touchIntervalMs: 60_000,
} as const;

export interface OperatorSession {
  operatorId: string;
  tokenHash: string;
  twoStepVerified: boolean;
}

/**
 * Issues, reads and revokes console sessions. Unlike the member sessions (security/sessions.ts) nothing is cached:
 * every console request reads its session row, so a revocation committed on any instance is refused by every
 * instance from that moment, with no feed to wait for. Console traffic is a few operators, not the members' read
 * path, so the round trip costs nothing that matters.
 */
export class OperatorSessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A new session after the password, awaiting the two-step code; answers its token (for the cookie only). */
  async issue(
    database: Database,
    operatorId: string,
    device: { ipAddress: string; userAgent: string | null },
  ): Promise<string> {
    const now = this.clock();
    const token = randomToken();
    await database.insert(operatorSessions).values({
      tokenHash: sha256Hex(token),
      operatorId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      absoluteExpiresAt: new Date(now + operatorSessionPolicy.twoStepPendingLifetimeMs),
      ...device,
    });
    return token;
  }

  /** The live session behind a token, or null (unknown, revoked, expired); touches `last_seen_at` now and then. */
  async authenticate(token: string | undefined): Promise<OperatorSession | null> {
    if (!token || token.length > 256) return null;
    const tokenHash = sha256Hex(token);
    const [row] = await this.db
      .select()
      .from(operatorSessions)
      .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
    if (!row) return null;
    const now = this.clock();
    const lastSeen = row.lastSeenAt.getTime();
    if (now >= row.absoluteExpiresAt.getTime() || now >= lastSeen + operatorSessionPolicy.idleTimeoutMs) {
      await this.revokeWhere(eq(operatorSessions.tokenHash, tokenHash));
      return null;
    }
    if (now - lastSeen >= operatorSessionPolicy.touchIntervalMs) {
      await this.db
        .update(operatorSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(operatorSessions.tokenHash, tokenHash));
    }
    return { operatorId: row.operatorId, tokenHash, twoStepVerified: row.twoStepVerifiedAt !== null };
  }

  /** The two-step code was right: the session works, for the full lifetime from now. */
  async markTwoStepVerified(database: Database, tokenHash: string): Promise<void> {
    const now = this.clock();
    await database
      .update(operatorSessions)
      .set({
        twoStepVerifiedAt: new Date(now),
        lastSeenAt: new Date(now),
        absoluteExpiresAt: new Date(now + operatorSessionPolicy.absoluteLifetimeMs),
      })
      .where(eq(operatorSessions.tokenHash, tokenHash));
  }

  async revoke(database: Database, tokenHash: string): Promise<void> {
    await this.revokeWhere(eq(operatorSessions.tokenHash, tokenHash), database);
  }

  /** Ends every live session of an operator (but `keepTokenHash`'s); answers how many. */
  async revokeAllOf(database: Database, operatorId: string, keepTokenHash = ''): Promise<number> {
    return this.revokeWhere(
      and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.tokenHash, keepTokenHash)),
      database,
    );
  }

  private async revokeWhere(
    condition: ReturnType<typeof and>,
    database: Database = this.db,
  ): Promise<number> {
    const revoked = await database
      .update(operatorSessions)
      .set({ revokedAt: new Date(this.clock()) })
      .where(and(condition, isNull(operatorSessions.revokedAt)))
      .returning({ tokenHash: operatorSessions.tokenHash });
    return revoked.length;
  }
}

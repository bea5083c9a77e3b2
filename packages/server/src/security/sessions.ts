import { and, type Column, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { gameSessions } from '../db/schema/engagement.ts';
import { members, sessions } from '../db/schema/members.ts';
import { recordMemberEvent } from '../tasks/memberEvents.ts';
import type { Clock } from './clock.ts';
import { randomToken, sha256Hex } from './tokens.ts';

/** The signed-in member as handlers see it. */
export interface SessionMember {
  id: string;
  siteCode: string;
  username: string;
}

export interface SessionPolicy {
  /** A session unused this long is dead (default 30 min). */
  idleTimeoutMs: number;
  /** A session this old is dead however active (default 7 days). */
  absoluteLifetimeMs: number;
  /** `last_seen_at` is written at most this often per session, so reads stay reads (default 60 s). */
  touchIntervalMs: number;
  /** How long a looked-up session is trusted from memory (default 5 s); revocations in this process clear it at once. */
  cacheMs: number;
}

export const defaultSessionPolicy: SessionPolicy = {
  idleTimeoutMs: 30 * 60_000,
  absoluteLifetimeMs: 7 * 24 * 60 * 60_000,
  touchIntervalMs: 60_000,
  cacheMs: 5_000,
};

const MAXIMUM_CACHED_SESSIONS = 10_000;

export interface IssuedSession {
  token: string;
  visitorId: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

interface CachedSession {
  member: SessionMember;
  tokenHash: string;
  lastSeenMs: number;
  absoluteExpiresMs: number;
  cachedAtMs: number;
}

/**
 * Issues, checks, renews and revokes session tokens. Tokens are 256 random bits; only their SHA-256 is stored.
 * Lookups are cached briefly in memory (one PGlite connection serves every request, so this is what keeps an
 * authenticated read to one query or none); every revocation path in this process evicts the cache entry.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();
  private readonly lookup;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly policy: SessionPolicy = defaultSessionPolicy,
  ) {
    this.lookup = db
      .select({
        memberId: sessions.memberId,
        siteCode: sessions.siteCode,
        username: members.username,
        lastSeenAt: sessions.lastSeenAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
      .prepare('session_lookup');
  }

  /**
   * A session for a member who has just signed in (or registered, which signs in). The sign-in is recorded for the
   * task centre in the same transaction as the session, keyed by the session, so it counts exactly once.
   */
  async issue(member: SessionMember): Promise<IssuedSession> {
    return this.db.transaction(async (transaction) => {
      const issued = await this.insertSession(transaction, member);
      await recordMemberEvent(transaction, {
        memberId: member.id,
        kind: 'sign_in',
        key: `sign-in:${sha256Hex(issued.token)}`,
        occurredAt: new Date(this.clock()),
      });
      return issued;
    });
  }

  private async insertSession(
    database: Database,
    member: SessionMember,
    absoluteExpiresAt?: Date,
  ): Promise<IssuedSession> {
    const now = this.clock();
    const token = randomToken();
    const visitorId = randomToken(16);
    const absolute = absoluteExpiresAt ?? new Date(now + this.policy.absoluteLifetimeMs);
    await database.insert(sessions).values({
      tokenHash: sha256Hex(token),
      memberId: member.id,
      siteCode: member.siteCode,
      visitorId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      absoluteExpiresAt: absolute,
    });
    return {
      token,
      visitorId,
      idleExpiresAt: this.idleExpiry(now, absolute.getTime()),
      absoluteExpiresAt: absolute,
    };
  }

  /** The member behind a token on this site, or null when the token is unknown, revoked, expired or another site's. */
  async authenticate(token: string | undefined, siteCode: string): Promise<SessionMember | null> {
    if (!token || token.length > 256) return null;
    const tokenHash = sha256Hex(token);
    const now = this.clock();
    let entry = this.cache.get(tokenHash);
    if (!entry || now - entry.cachedAtMs > this.policy.cacheMs) {
      const [row] = await this.lookup.execute({ tokenHash });
      if (!row) {
        this.cache.delete(tokenHash);
        return null;
      }
      entry = {
        member: { id: row.memberId, siteCode: row.siteCode, username: row.username },
        tokenHash,
        lastSeenMs: row.lastSeenAt.getTime(),
        absoluteExpiresMs: row.absoluteExpiresAt.getTime(),
        cachedAtMs: now,
      };
      this.cache.set(tokenHash, entry);
      // Bounded: the oldest entry goes first (a Map iterates in insertion order); it is only a cache.
      if (this.cache.size > MAXIMUM_CACHED_SESSIONS) {
        const oldest = this.cache.keys().next().value;
        if (oldest !== undefined) this.cache.delete(oldest);
      }
    }
    if (now >= entry.absoluteExpiresMs || now >= entry.lastSeenMs + this.policy.idleTimeoutMs) {
      await this.revokeHash(tokenHash);
      return null;
    }
    if (entry.member.siteCode !== siteCode) return null;
    if (now - entry.lastSeenMs >= this.policy.touchIntervalMs) {
      entry.lastSeenMs = now;
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return entry.member;
  }

  /**
   * Replaces a live token with a new one that keeps the old absolute expiry (renewal never extends a session's
   * life). The member's open games carry over to the new token (a venue ticket lives only as long as its session).
   */
  async renew(token: string, member: SessionMember): Promise<IssuedSession> {
    const tokenHash = sha256Hex(token);
    const issued = await this.db.transaction(async (transaction) => {
      const [row] = await transaction
        .update(sessions)
        .set({ revokedAt: new Date(this.clock()) })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ absoluteExpiresAt: sessions.absoluteExpiresAt });
      const renewed = await this.insertSession(transaction, member, row?.absoluteExpiresAt);
      await transaction
        .update(gameSessions)
        .set({ sessionTokenHash: sha256Hex(renewed.token) })
        .where(eq(gameSessions.sessionTokenHash, tokenHash));
      return renewed;
    });
    this.cache.delete(tokenHash);
    return issued;
  }

  async revoke(token: string): Promise<void> {
    await this.revokeHash(sha256Hex(token));
  }

  /** Ends every session of a member except, optionally, the one making the request. */
  async revokeAllForMember(memberId: string, keepToken?: string): Promise<void> {
    const keepHash = keepToken ? sha256Hex(keepToken) : '';
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.clock()) })
      .where(
        and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.tokenHash, keepHash)),
      );
    for (const [hash, entry] of this.cache) {
      if (entry.member.id === memberId && hash !== keepHash) this.cache.delete(hash);
    }
  }

  private async revokeHash(tokenHash: string): Promise<void> {
    this.cache.delete(tokenHash);
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.clock()) })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  }

  /**
   * The SQL condition "the session with this token hash column is live at `now`", for tables that hold a session's
   * hash (a venue ticket is good only while its session is).
   */
  liveSessionCondition(tokenHashColumn: Column, now: number): SQL {
    return sql`exists (select 1 from ${sessions} where ${sessions.tokenHash} = ${tokenHashColumn}
      and ${sessions.revokedAt} is null
      and ${sessions.absoluteExpiresAt} > ${new Date(now).toISOString()}::timestamptz
      and ${sessions.lastSeenAt} > ${new Date(now - this.policy.idleTimeoutMs).toISOString()}::timestamptz)`;
  }

  private idleExpiry(nowMs: number, absoluteMs: number): Date {
    return new Date(Math.min(nowMs + this.policy.idleTimeoutMs, absoluteMs));
  }
}

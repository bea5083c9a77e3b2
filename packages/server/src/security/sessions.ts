import { and, type Column, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { gameSessions } from '../db/schema/engagement.ts';
import { members, sessions } from '../db/schema/members.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import { nameSessionEnd } from '../events/outbox.ts';
import type { Clock } from './clock.ts';
import { inProcessRevocationFeed, type RevocationFeed } from './revocationFeed.ts';
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
  /**
   * How long a looked-up session may be served from memory (default 60 s, the touch interval). Revocations are
   * pushed to every instance's cache (revocationFeed.ts), so this bounds only how stale `last_seen_at` may be; it
   * must stay well under the idle timeout.
   */
  cacheMs: number;
}

export const defaultSessionPolicy: SessionPolicy = {
  idleTimeoutMs: 30 * 60_000,
  absoluteLifetimeMs: 7 * 24 * 60 * 60_000,
  touchIntervalMs: 60_000,
  cacheMs: 60_000,
};

const MAXIMUM_CACHED_SESSIONS = 10_000;

/** Where a session is signed in from, for the member's list of signed-in devices. */
export interface SessionDevice {
  deviceNumber: string | null;
  userAgent: string | null;
  ipAddress: string | null;
}

const unknownDevice: SessionDevice = { deviceNumber: null, userAgent: null, ipAddress: null };

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
 * Lookups are cached in memory: one PGlite connection serves every request, and on PostgreSQL a database round trip
 * per request would halve a signed-in read. The cache is trusted only while the revocation feed is live, and the
 * feed evicts an entry on every instance as soon as any instance revokes it (revocationFeed.ts). Requests that
 * change state skip the cache (`fromDatabase`).
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();
  /** Bumped by every eviction: a lookup that overlapped one may hold a row read before it, and is not cached. */
  private evictions = 0;
  private readonly lookup;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly policy: SessionPolicy = defaultSessionPolicy,
    private readonly revocations: RevocationFeed = inProcessRevocationFeed(),
    private readonly events?: DomainEventPublisher,
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
      // A member an operator locked has no live session, whatever raced the lock's revocation.
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          isNull(members.lockedAt),
        ),
      )
      .prepare('session_lookup');
    revocations.subscribe({
      revoked: (tokenHash) => this.forget(tokenHash),
      reset: () => {
        this.evictions += 1;
        this.cache.clear();
      },
    });
  }

  /**
   * A session for a member who has just signed in (or registered, which signs in). `member.signedIn` is published
   * in the same transaction as the session, named by the session, so its subscribers (tasks) count it once.
   */
  async issue(member: SessionMember, device: SessionDevice = unknownDevice): Promise<IssuedSession> {
    return this.db.transaction(async (transaction) => {
      const issued = await this.insertSession(transaction, member, device);
      await this.events?.publish(transaction, 'member.signedIn', {
        memberId: member.id,
        sessionKey: sha256Hex(issued.token),
        occurredAt: new Date(this.clock()),
      });
      return issued;
    });
  }

  private async insertSession(
    database: Database,
    member: SessionMember,
    device: SessionDevice,
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
      ...device,
    });
    return {
      token,
      visitorId,
      idleExpiresAt: this.idleExpiry(now, absolute.getTime()),
      absoluteExpiresAt: absolute,
    };
  }

  /**
   * The member behind a token on this site, or null when the token is unknown, revoked, expired or another site's.
   * `fromDatabase` skips the cache: a request that changes state must not act on a session revoked a moment ago.
   */
  async authenticate(
    token: string | undefined,
    siteCode: string,
    { fromDatabase = false }: { fromDatabase?: boolean } = {},
  ): Promise<SessionMember | null> {
    if (!fromDatabase) {
      const answered = this.answerFromCache(token, siteCode);
      if (answered !== undefined) return answered;
    }
    if (!token || token.length > 256) return null;
    const tokenHash = sha256Hex(token);
    const now = this.clock();
    const entry = await this.readSession(tokenHash, now);
    if (!entry) return null;
    if (now >= entry.absoluteExpiresMs || now >= entry.lastSeenMs + this.policy.idleTimeoutMs) {
      // every instance judges expiry the same way, so no need to wait for the others to hear of it
      await this.revokeWhere(eq(sessions.tokenHash, tokenHash));
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
   * What `authenticate` answers for a read, when this instance can answer without the database: null for no token
   * or another site's session, the member for a fresh cached session that needs no touch; undefined when the
   * database must be asked (not cached, cache stale or not trusted, expired, due a touch). Synchronous, so a
   * signed-in read pays no promise for its session (the read path's hot step, README "Read path").
   */
  answerFromCache(token: string | undefined, siteCode: string): SessionMember | null | undefined {
    if (!token || token.length > 256) return null;
    if (!this.revocations.live) return undefined;
    const cached = this.cache.get(sha256Hex(token));
    if (!cached) return undefined;
    const now = this.clock();
    if (
      now - cached.cachedAtMs > this.policy.cacheMs ||
      now >= cached.absoluteExpiresMs ||
      now >= cached.lastSeenMs + this.policy.idleTimeoutMs ||
      now - cached.lastSeenMs >= this.policy.touchIntervalMs
    )
      return undefined;
    return cached.member.siteCode === siteCode ? cached.member : null;
  }

  private async readSession(tokenHash: string, now: number): Promise<CachedSession | undefined> {
    const evictionsBefore = this.evictions;
    const [row] = await this.lookup.execute({ tokenHash });
    if (!row) {
      this.cache.delete(tokenHash);
      return undefined;
    }
    const entry: CachedSession = {
      member: { id: row.memberId, siteCode: row.siteCode, username: row.username },
      tokenHash,
      lastSeenMs: row.lastSeenAt.getTime(),
      absoluteExpiresMs: row.absoluteExpiresAt.getTime(),
      cachedAtMs: now,
    };
    if (!this.revocations.live || this.evictions !== evictionsBefore) {
      this.cache.delete(tokenHash);
      return entry;
    }
    this.cache.set(tokenHash, entry);
    // Bounded: the oldest entry goes first (a Map iterates in insertion order); it is only a cache.
    if (this.cache.size > MAXIMUM_CACHED_SESSIONS) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return entry;
  }

  /**
   * Replaces a live token with a new one that keeps the old absolute expiry (renewal never extends a session's
   * life). The member's open games carry over to the new token (a venue ticket lives only as long as its session).
   */
  async renew(token: string, member: SessionMember): Promise<IssuedSession> {
    const tokenHash = sha256Hex(token);
    const { issued, revoked } = await this.db.transaction(async (transaction) => {
      await nameSessionEnd(transaction, 'renewed');
      const [row] = await transaction
        .update(sessions)
        .set({ revokedAt: new Date(this.clock()) })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({
          absoluteExpiresAt: sessions.absoluteExpiresAt,
          deviceNumber: sessions.deviceNumber,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
        });
      // the renewed session is the same device's
      const device = row
        ? { deviceNumber: row.deviceNumber, userAgent: row.userAgent, ipAddress: row.ipAddress }
        : unknownDevice;
      const renewed = await this.insertSession(transaction, member, device, row?.absoluteExpiresAt);
      await transaction
        .update(gameSessions)
        .set({ sessionTokenHash: sha256Hex(renewed.token) })
        .where(eq(gameSessions.sessionTokenHash, tokenHash));
      return { issued: renewed, revoked: row ? [tokenHash] : [] };
    });
    this.forget(tokenHash);
    await this.revocations.delivered(revoked);
    return issued;
  }

  /** Signs a token out, on every instance, before answering. */
  async revoke(token: string): Promise<void> {
    const tokenHash = sha256Hex(token);
    this.forget(tokenHash);
    const revoked = await this.db.transaction(async (transaction) => {
      await nameSessionEnd(transaction, 'signedOut');
      return this.revokeWhere(eq(sessions.tokenHash, tokenHash), transaction);
    });
    await this.revocations.delivered(revoked);
  }

  /**
   * Ends every session of a member except, optionally, the one making the request, on every instance; answers how
   * many it ended.
   */
  async revokeAllForMember(memberId: string, keepToken?: string): Promise<number> {
    const keepHash = keepToken ? sha256Hex(keepToken) : '';
    const revoked = await this.revokeWhere(
      and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, keepHash)),
    );
    await this.revocations.delivered(revoked);
    return revoked.length;
  }

  /** Ends one session of a member, named by its token hash, on every instance, before answering. */
  async revokeMemberSession(memberId: string, tokenHash: string): Promise<boolean> {
    const revoked = await this.db.transaction(async (transaction) => {
      await nameSessionEnd(transaction, 'signedOut');
      return this.revokeWhere(
        and(eq(sessions.memberId, memberId), eq(sessions.tokenHash, tokenHash)),
        transaction,
      );
    });
    await this.revocations.delivered(revoked);
    return revoked.length > 0;
  }

  /**
   * Sets `revoked_at` on the live sessions matching `condition` and forgets them here; the trigger of
   * revocationTrigger.ts announces each to the other instances when the statement commits.
   */
  private async revokeWhere(condition: SQL | undefined, executor: Database = this.db): Promise<string[]> {
    const revoked = await executor
      .update(sessions)
      .set({ revokedAt: new Date(this.clock()) })
      .where(and(condition, isNull(sessions.revokedAt)))
      .returning({ tokenHash: sessions.tokenHash });
    const tokenHashes = revoked.map((row) => row.tokenHash);
    for (const tokenHash of tokenHashes) this.forget(tokenHash);
    return tokenHashes;
  }

  private forget(tokenHash: string): void {
    this.evictions += 1;
    this.cache.delete(tokenHash);
  }

  /**
   * The SQL condition "the session with this token hash column is live at `now`", for tables that hold a session's
   * hash (a venue ticket is good only while its session is).
   */
  liveSessionCondition(tokenHashColumn: Column | SQL, now: number): SQL {
    return sql`exists (select 1 from ${sessions} where ${sessions.tokenHash} = ${tokenHashColumn}
      and ${sessions.revokedAt} is null
      and ${sessions.absoluteExpiresAt} > ${new Date(now).toISOString()}::timestamptz
      and ${sessions.lastSeenAt} > ${new Date(now - this.policy.idleTimeoutMs).toISOString()}::timestamptz)`;
  }

  private idleExpiry(nowMs: number, absoluteMs: number): Date {
    return new Date(Math.min(nowMs + this.policy.idleTimeoutMs, absoluteMs));
  }
}

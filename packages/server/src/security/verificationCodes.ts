import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devOutbox, verificationCodes } from '../db/schema/security.ts';
import type { Clock } from './clock.ts';
import { digestsEqual, sha256Hex } from './tokens.ts';

/** Reliability anchors §8: 6 digits, single use, 5 minutes, 5 tries, 1 send per 60 s, 10 a day per destination and per IP. */
export const verificationCodePolicy = {
  lifetimeMs: 5 * 60_000,
  maximumAttempts: 5,
  resendAfterMs: 60_000,
  dailyLimitPerDestination: 10,
  dailyLimitPerAddress: 10,
} as const;

export type CodeChannel = 'phone' | 'email';
export type CodePurpose = 'bind_phone' | 'bind_email' | 'forget_password';

export interface CodeRequest {
  siteCode: string;
  channel: CodeChannel;
  destination: string;
  purpose: CodePurpose;
  requestIp: string;
}

export type SendOutcome = { kind: 'sent' } | { kind: 'too_soon' } | { kind: 'daily_limit' };

const DAY_MS = 24 * 60 * 60_000;

/**
 * One-time codes for phone and email. Codes are stored as SHA-256 digests; the plain code only goes to the
 * development outbox (`dev_outbox`), which stands in for the SMS and email gateways. Nothing here logs a code.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async send(request: CodeRequest, messageFor: (code: string) => string): Promise<SendOutcome> {
    const now = this.clock();
    const dayAgo = new Date(now - DAY_MS);
    const [perDestination] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        latest: sql<Date | null>`max(${verificationCodes.createdAt})`,
      })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.siteCode, request.siteCode),
          eq(verificationCodes.channel, request.channel),
          eq(verificationCodes.destination, request.destination),
          gt(verificationCodes.createdAt, dayAgo),
        ),
      );
    const latestMs = perDestination?.latest ? new Date(perDestination.latest).getTime() : 0;
    if (now - latestMs < verificationCodePolicy.resendAfterMs) return { kind: 'too_soon' };
    if ((perDestination?.count ?? 0) >= verificationCodePolicy.dailyLimitPerDestination)
      return { kind: 'daily_limit' };
    const [perAddress] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(verificationCodes)
      .where(
        and(eq(verificationCodes.requestIp, request.requestIp), gt(verificationCodes.createdAt, dayAgo)),
      );
    if ((perAddress?.count ?? 0) >= verificationCodePolicy.dailyLimitPerAddress)
      return { kind: 'daily_limit' };

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (transaction) => {
      await transaction.insert(verificationCodes).values({
        ...request,
        codeHash: sha256Hex(code),
        createdAt: new Date(now),
        expiresAt: new Date(now + verificationCodePolicy.lifetimeMs),
      });
      await transaction.insert(devOutbox).values({
        siteCode: request.siteCode,
        channel: request.channel,
        destination: request.destination,
        body: messageFor(code),
        createdAt: new Date(now),
      });
    });
    return { kind: 'sent' };
  }

  /** Records a "sent" code for a destination that must not learn anything (forget-password to an unbound phone). */
  async recordSilentRequest(request: CodeRequest): Promise<void> {
    const now = this.clock();
    await this.db.insert(verificationCodes).values({
      ...request,
      // A digest no code has: the row counts towards limits and can never be redeemed.
      codeHash: 'unredeemable',
      createdAt: new Date(now),
      expiresAt: new Date(now),
    });
  }

  /** True once for the newest live code of the destination and purpose; every check uses up one of 5 tries. */
  async redeem(request: Omit<CodeRequest, 'requestIp'>, code: string): Promise<boolean> {
    const now = new Date(this.clock());
    return this.db.transaction(async (transaction) => {
      const [row] = await transaction
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.siteCode, request.siteCode),
            eq(verificationCodes.channel, request.channel),
            eq(verificationCodes.destination, request.destination),
            eq(verificationCodes.purpose, request.purpose),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
        .for('update');
      if (!row || row.attempts >= verificationCodePolicy.maximumAttempts) return false;
      const matches = /^\d{6}$/.test(code) && digestsEqual(row.codeHash, sha256Hex(code));
      await transaction
        .update(verificationCodes)
        .set({ attempts: row.attempts + 1, consumedAt: matches ? now : null })
        .where(eq(verificationCodes.id, row.id));
      return matches;
    });
  }
}

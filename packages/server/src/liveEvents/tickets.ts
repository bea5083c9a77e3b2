import { STREAM_TICKET_SECONDS } from '@platform/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { eventStreamTickets } from '../db/schema/memberEventTables.ts';
import { sessions } from '../db/schema/members.ts';
import { ApiError } from '../errors/apiError.ts';
import type { SessionStore } from '../security/sessions.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';

/** Who a redeemed ticket opens the stream for: the member, the site and the session it is bound to. */
export type TicketHolder = { memberId: string; siteCode: string; sessionKey: string };

/**
 * A new single-use ticket for the session of `sessionToken`: 256 random bits, only its SHA-256 stored, in the
 * database so whichever instance the stream request reaches can redeem it. Spent tickets are deleted when
 * redeemed; expired ones here, by the issuing of later ones.
 */
export async function issueStreamTicket(
  db: Database,
  sessionToken: string,
  nowMs: number,
): Promise<{ ticket: string; expiresInSeconds: number }> {
  const ticket = randomToken();
  await db.transaction(async (transaction) => {
    await transaction.delete(eventStreamTickets).where(lt(eventStreamTickets.expiresAt, new Date(nowMs)));
    await transaction.insert(eventStreamTickets).values({
      ticketHash: sha256Hex(ticket),
      sessionTokenHash: sha256Hex(sessionToken),
      expiresAt: new Date(nowMs + STREAM_TICKET_SECONDS * 1000),
    });
  });
  return { ticket, expiresInSeconds: STREAM_TICKET_SECONDS };
}

/**
 * Spends a ticket (one `DELETE … RETURNING`: of two requests with the same ticket exactly one gets the row) and
 * answers its holder, when the ticket had not expired and its session is still live on this site. Every refusal
 * is the same 401: a caller learns nothing about why.
 */
export async function redeemStreamTicket(
  db: Database,
  sessionStore: SessionStore,
  ticket: string,
  siteCode: string,
  nowMs: number,
): Promise<TicketHolder> {
  const [spent] = await db
    .delete(eventStreamTickets)
    .where(eq(eventStreamTickets.ticketHash, sha256Hex(ticket)))
    .returning({
      sessionKey: eventStreamTickets.sessionTokenHash,
      expiresAt: eventStreamTickets.expiresAt,
    });
  if (!spent || spent.expiresAt.getTime() <= nowMs) throw new ApiError('EVENT_STREAM_TICKET_INVALID');
  const holder = await liveSessionHolder(db, sessionStore, spent.sessionKey, nowMs);
  if (!holder || holder.siteCode !== siteCode) throw new ApiError('EVENT_STREAM_TICKET_INVALID');
  return holder;
}

/** The member and site of a session that is live now (not revoked, not expired), else null. */
export async function liveSessionHolder(
  db: Database,
  sessionStore: SessionStore,
  sessionKey: string,
  nowMs: number,
): Promise<TicketHolder | null> {
  const [row] = await db
    .select({ memberId: sessions.memberId, siteCode: sessions.siteCode })
    .from(sessions)
    .where(
      // The condition is a subquery on `sessions` itself: it is given the hash as a value, not the column.
      and(eq(sessions.tokenHash, sessionKey), sessionStore.liveSessionCondition(sql`${sessionKey}`, nowMs)),
    );
  return row ? { ...row, sessionKey } : null;
}

import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessionHandoffCodes, sessions } from '../db/schema/members.ts';
import { ApiError } from '../errors/apiError.ts';
import { findMemberById } from '../members/memberRecords.ts';
import type { Platform } from '../platform.ts';
import { refuseSignInDuringExclusion } from '../saferPlay/exclusions.ts';
import type { SessionMember } from '../security/sessions.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import type { Admission } from './service.ts';

/**
 * Long enough for the native shell to open its webview with the code, short enough that a code copied out of a
 * log or a screenshot is already dead.
 */
export const HANDOFF_CODE_LIFETIME_MS = 60_000;

/**
 * The sign-in handoff of spec §4 ("a token query parameter is copied into the session token"), made safe: the
 * query parameter carries this one-time code, never a session token, so a link cannot plant an attacker's session
 * in a visitor's tab (login CSRF) and a leaked URL is worth nothing after one use or 60 s. The native shell asks
 * for a code with its own session; the webview exchanges it by POST for a session of its own.
 */
export async function issueHandoffCode(
  platform: Platform,
  db: Database,
  member: SessionMember,
  sessionToken: string,
): Promise<{ code: string; expiresAt: Date }> {
  const now = platform.clock();
  // A member's dead codes go when a new one is issued, so the table holds at most the live ones and a few more.
  await db
    .delete(sessionHandoffCodes)
    .where(
      and(eq(sessionHandoffCodes.memberId, member.id), lte(sessionHandoffCodes.expiresAt, new Date(now))),
    );
  const code = randomToken();
  const expiresAt = new Date(now + HANDOFF_CODE_LIFETIME_MS);
  await db.insert(sessionHandoffCodes).values({
    codeHash: sha256Hex(code),
    memberId: member.id,
    siteCode: member.siteCode,
    issuedBySessionHash: sha256Hex(sessionToken),
    expiresAt,
  });
  return { code, expiresAt };
}

/**
 * Consumes a code and signs its member in on a new session. The DELETE … RETURNING is the single use: of two
 * concurrent exchanges one gets the row. Another site's code is not consumed and is as unknown as a guess; so is a
 * code whose issuing session has ended since (signed out, password changed). It is a sign-in, so a break (taken
 * here or on a site sharing it, while the shell's own session lives on) refuses it as it refuses the password form.
 */
export async function exchangeHandoffCode(
  platform: Platform,
  db: Database,
  siteCode: string,
  code: string,
): Promise<Admission> {
  const [consumed] = await db
    .delete(sessionHandoffCodes)
    .where(
      and(
        eq(sessionHandoffCodes.codeHash, sha256Hex(code)),
        eq(sessionHandoffCodes.siteCode, siteCode),
        gt(sessionHandoffCodes.expiresAt, new Date(platform.clock())),
      ),
    )
    .returning();
  if (!consumed) throw new ApiError('HANDOFF_CODE_INVALID', { field: 'code' });
  const [issuer] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, consumed.issuedBySessionHash), isNull(sessions.revokedAt)));
  const member = await findMemberById(db, consumed.memberId);
  if (!issuer || !member) throw new ApiError('HANDOFF_CODE_INVALID', { field: 'code' });
  await refuseSignInDuringExclusion(db, siteCode, member.id, new Date(platform.clock()));
  const session = await platform.sessions.issue({ id: member.id, siteCode, username: member.username });
  return { member, session };
}

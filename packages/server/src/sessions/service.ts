import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../http/apiError.ts';
import {
  findMemberById,
  findMemberByUsername,
  type MemberRow,
  newInviteCode,
} from '../members/memberRecords.ts';
import type { Platform } from '../platform.ts';
import { hashPassword, isAcceptablePassword, verifyPassword } from '../security/passwords.ts';
import type { IssuedSession, SessionMember } from '../security/sessions.ts';
import { accountSubject, addressSubject } from '../security/signInThrottle.ts';

/** The member a sign-in or registration admitted, and the session issued for them. */
export type Admission = { member: MemberRow; session: IssuedSession };

/** The device's captcha answer must match the last captcha it was shown. */
async function requireCaptcha(
  platform: Platform,
  siteCode: string,
  deviceNumber: string | undefined,
  answer: string,
): Promise<void> {
  if (!(await platform.captcha.verify(siteCode, deviceNumber, answer))) {
    throw new ApiError('CAPTCHA_INVALID', { field: 'captcha' });
  }
}

function issueSession(platform: Platform, siteCode: string, member: MemberRow): Promise<IssuedSession> {
  return platform.sessions.issue({ id: member.id, siteCode, username: member.username });
}

export async function signIn(
  platform: Platform,
  db: Database,
  siteCode: string,
  attempt: {
    username: string;
    encryptedPassword: string;
    captcha: string | undefined;
    deviceNumber: string | undefined;
    ip: string;
  },
): Promise<Admission> {
  const account = accountSubject(siteCode, attempt.username);
  const address = addressSubject(attempt.ip);
  // The slot is claimed before anything is decrypted or hashed, so parallel attempts cannot overrun the limit.
  let claim = await platform.signInThrottle.claim(account, address, false);
  if (claim === 'captcha-required') {
    if (!attempt.captcha) throw new ApiError('CAPTCHA_REQUIRED', { field: 'captcha' });
    await requireCaptcha(platform, siteCode, attempt.deviceNumber, attempt.captcha);
    claim = await platform.signInThrottle.claim(account, address, true);
  }
  if (claim === 'locked') throw new ApiError('ACCOUNT_LOCKED');
  if (claim === 'captcha-required') throw new ApiError('CAPTCHA_REQUIRED', { field: 'captcha' });
  // An unreadable or replayed ciphertext gets the same answer as a wrong password (anchors §10).
  const password = await platform.passwordKeys.decryptPassword(attempt.encryptedPassword);
  const member = await findMemberByUsername(db, siteCode, attempt.username);
  const passwordMatches = await verifyPassword(member?.passwordHash ?? null, password ?? '');
  if (!member || password === null || !passwordMatches) {
    await platform.signInThrottle.recordFailure(account, address);
    throw new ApiError('ACCOUNT_OR_PASSWORD_INVALID');
  }
  await platform.signInThrottle.recordSuccess(account, address);
  return { member, session: await issueSession(platform, siteCode, member) };
}

/** The inviting member's id; a code of another site is as unknown as a code of no one. */
async function inviterId(db: Database, siteCode: string, inviteCode: string): Promise<string> {
  const [inviter] = await db
    .select({ id: members.id, siteCode: members.siteCode })
    .from(members)
    .where(eq(members.inviteCode, inviteCode.toUpperCase()));
  if (!inviter || inviter.siteCode !== siteCode)
    throw new ApiError('INVITE_CODE_INVALID', { field: 'inviteCode' });
  return inviter.id;
}

export async function registerMember(
  platform: Platform,
  db: Database,
  siteCode: string,
  application: {
    username: string;
    encryptedPassword: string;
    captcha: string;
    deviceNumber: string | undefined;
    inviteCode: string | undefined;
  },
): Promise<Admission> {
  await requireCaptcha(platform, siteCode, application.deviceNumber, application.captcha);
  const password = await platform.passwordKeys.decryptPassword(application.encryptedPassword);
  if (password === null) throw new ApiError('ENCRYPTED_FIELD_INVALID', { field: 'password' });
  if (!isAcceptablePassword(password)) throw new ApiError('PASSWORD_TOO_WEAK', { field: 'password' });
  const invitedBy = application.inviteCode ? await inviterId(db, siteCode, application.inviteCode) : null;
  const passwordHash = await hashPassword(password);
  let created: MemberRow | undefined;
  try {
    [created] = await db
      .insert(members)
      .values({
        siteCode,
        username: application.username,
        passwordHash,
        inviteCode: newInviteCode(),
        invitedBy,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('USERNAME_TAKEN', { field: 'username' });
    throw error;
  }
  if (!created) throw new Error('member insert returned nothing');
  return { member: created, session: await issueSession(platform, siteCode, created) };
}

export async function signedInMemberRow(db: Database, member: SessionMember): Promise<MemberRow> {
  const row = await findMemberById(db, member.id);
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/**
 * Replaces the password once the old one is proven, signs every other device out and renews this device's session
 * on a fresh token.
 */
export async function changePassword(
  platform: Platform,
  db: Database,
  signedIn: { member: SessionMember; sessionToken: string | null },
  change: { encryptedOldPassword: string; encryptedNewPassword: string },
): Promise<IssuedSession> {
  const member = await findMemberById(db, signedIn.member.id);
  const oldPassword = await platform.passwordKeys.decryptPassword(change.encryptedOldPassword);
  const newPassword = await platform.passwordKeys.decryptPassword(change.encryptedNewPassword);
  if (!member || oldPassword === null || !(await verifyPassword(member.passwordHash, oldPassword))) {
    throw new ApiError('OLD_PASSWORD_INCORRECT', { field: 'oldPassword' });
  }
  if (newPassword === null) throw new ApiError('ENCRYPTED_FIELD_INVALID', { field: 'newPassword' });
  if (!isAcceptablePassword(newPassword)) throw new ApiError('PASSWORD_TOO_WEAK', { field: 'newPassword' });
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), credentialsChangedAt: new Date(platform.clock()) })
    .where(eq(members.id, member.id));
  await platform.sessions.revokeAllForMember(member.id, signedIn.sessionToken ?? undefined);
  return platform.sessions.renew(signedIn.sessionToken ?? '', signedIn.member);
}

import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors/apiError.ts';
import {
  findMemberById,
  findMemberByUsername,
  type MemberRow,
  newInviteCode,
} from '../members/memberRecords.ts';
import type { Platform } from '../platform.ts';
import { refuseSignInDuringExclusion } from '../saferPlay/exclusions.ts';
import type { AttemptBudget } from '../security/attemptThrottle.ts';
import { hashPassword, isAcceptablePassword, verifyPassword } from '../security/passwords.ts';
import type { IssuedSession, SessionMember } from '../security/sessions.ts';
import { loginPasswordBudgets } from '../security/signInThrottle.ts';
import { announceLoginPasswordChange } from '../securityCentre/securityNotices.ts';
import type { SignInOrigin } from '../securityCentre/signInHistory.ts';
import {
  recordSignIn,
  registeredFrom,
  requireSecondStepAtSignIn,
  sessionDeviceOf,
  signedInFrom,
} from '../securityCentre/signInSecurity.ts';

/** The member a sign-in or registration admitted, and the session issued for them. */
export type Admission = { member: MemberRow; session: IssuedSession };

/**
 * The device the captcha was issued to: the `device_no` header it was asked with, which can differ from the device
 * a sign-in is recognised as (the signed device cookie outlives the app's storage).
 */
interface CaptchaDevice {
  captchaDeviceNumber: string | undefined;
}

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

function issueSession(
  platform: Platform,
  siteCode: string,
  member: MemberRow,
  origin: SignInOrigin,
): Promise<IssuedSession> {
  return platform.sessions.issue(
    { id: member.id, siteCode, username: member.username },
    sessionDeviceOf(origin),
  );
}

export async function signIn(
  platform: Platform,
  db: Database,
  siteCode: string,
  attempt: {
    username: string;
    encryptedPassword: string;
    captcha: string | undefined;
    twoStepCode: string | undefined;
  } & SignInOrigin &
    CaptchaDevice,
): Promise<Admission> {
  const budgets = loginPasswordBudgets(siteCode, attempt.username, attempt.ip, true);
  // The slot is claimed before anything is decrypted or hashed, so parallel attempts cannot overrun the limit.
  let claim = await platform.attemptThrottle.claim(budgets);
  if (claim === 'captcha-required') {
    if (!attempt.captcha) throw new ApiError('CAPTCHA_REQUIRED', { field: 'captcha' });
    await requireCaptcha(platform, siteCode, attempt.captchaDeviceNumber, attempt.captcha);
    claim = await platform.attemptThrottle.claim(budgets, true);
  }
  if (claim === 'locked') throw new ApiError('ACCOUNT_LOCKED');
  if (claim === 'captcha-required') throw new ApiError('CAPTCHA_REQUIRED', { field: 'captcha' });
  // The account the name belongs to, if any: its history keeps a wrong password too.
  const lookedUp: { member?: MemberRow | undefined } = {};
  const member = await checkLoginPasswordInClaimedSlot(
    platform,
    budgets,
    attempt.encryptedPassword,
    async () => {
      lookedUp.member = await findMemberByUsername(db, siteCode, attempt.username);
      return lookedUp.member;
    },
  );
  if (!member) {
    if (lookedUp.member) await recordSignIn(platform, lookedUp.member, 'passwordWrong', attempt);
    throw new ApiError('ACCOUNT_OR_PASSWORD_INVALID');
  }
  // An operator's lock and a break (time-out, self-exclusion) refuse before the second step is asked: there is
  // nothing to verify for.
  if (member.lockedAt) throw new ApiError('ACCOUNT_SUSPENDED');
  await refuseSignInDuringExclusion(db, siteCode, member.id, new Date(platform.clock()));
  await requireSecondStepAtSignIn(platform, member, attempt.twoStepCode, attempt);
  const session = await issueSession(platform, siteCode, member, attempt);
  await signedInFrom(platform, member, attempt);
  return { member, session };
}

/**
 * Checks a sealed login password in a slot already claimed from `budgets`, and settles the slot: the member when
 * it is theirs, else nothing. An unreadable or replayed ciphertext gets the same answer as a wrong password
 * (anchors §10), and an unknown account is checked against the decoy hash.
 */
async function checkLoginPasswordInClaimedSlot(
  platform: Platform,
  budgets: AttemptBudget[],
  encryptedPassword: string,
  findMember: () => Promise<MemberRow | undefined>,
): Promise<MemberRow | undefined> {
  let matched: MemberRow | undefined;
  try {
    const password = await platform.passwordKeys.decryptPassword(encryptedPassword);
    const member = await findMember();
    const passwordMatches = await verifyPassword(member?.passwordHash ?? null, password ?? '');
    if (member && password !== null && passwordMatches) matched = member;
  } finally {
    // settled however the check ended (a thrown error counts as a failure), so no slot is left in flight
    await platform.attemptThrottle.settle(budgets, matched !== undefined);
  }
  return matched;
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
    inviteCode: string | undefined;
  } & SignInOrigin &
    CaptchaDevice,
): Promise<Admission> {
  await requireCaptcha(platform, siteCode, application.captchaDeviceNumber, application.captcha);
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
  await registeredFrom(db, created.id, application.deviceNumber, new Date(platform.clock()));
  return { member: created, session: await issueSession(platform, siteCode, created, application) };
}

export async function signedInMemberRow(db: Database, member: SessionMember): Promise<MemberRow> {
  const row = await findMemberById(db, member.id);
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/**
 * Replaces the password once the old one is proven, signs every other device out and renews this device's session
 * on a fresh token. The old password is a guess at the login password like a sign-in: it spends the same account
 * budget (and the address's), claimed before it is checked, so a session is no way around the lock.
 */
export async function changePassword(
  platform: Platform,
  db: Database,
  signedIn: { member: SessionMember; sessionToken: string | null; ip: string },
  change: { encryptedOldPassword: string; encryptedNewPassword: string },
): Promise<IssuedSession> {
  const { siteCode, username } = signedIn.member;
  const budgets = loginPasswordBudgets(siteCode, username, signedIn.ip, false);
  if ((await platform.attemptThrottle.claim(budgets)) !== 'claimed') throw new ApiError('ACCOUNT_LOCKED');
  const member = await checkLoginPasswordInClaimedSlot(platform, budgets, change.encryptedOldPassword, () =>
    findMemberById(db, signedIn.member.id),
  );
  if (!member) throw new ApiError('OLD_PASSWORD_INCORRECT', { field: 'oldPassword' });
  const newPassword = await platform.passwordKeys.decryptPassword(change.encryptedNewPassword);
  if (newPassword === null) throw new ApiError('ENCRYPTED_FIELD_INVALID', { field: 'newPassword' });
  if (!isAcceptablePassword(newPassword)) throw new ApiError('PASSWORD_TOO_WEAK', { field: 'newPassword' });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (transaction) => {
    await transaction
      .update(members)
      .set({ passwordHash, credentialsChangedAt: new Date(platform.clock()) })
      .where(eq(members.id, member.id));
    await announceLoginPasswordChange(transaction, platform, member);
  });
  await platform.sessions.revokeAllForMember(member.id, signedIn.sessionToken ?? undefined);
  return platform.sessions.renew(signedIn.sessionToken ?? '', signedIn.member);
}

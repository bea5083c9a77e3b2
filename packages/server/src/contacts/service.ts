import { validatePersonName } from '@platform/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors/apiError.ts';
import {
  emailDestination,
  findMemberByUsername,
  type MemberRow,
  memberInfoOf,
  phoneDestination,
} from '../members/memberRecords.ts';
import type { Platform } from '../platform.ts';
import { hashPassword, isAcceptablePassword } from '../security/passwords.ts';
import type { SessionMember } from '../security/sessions.ts';
import type { CodeChannel, CodeRequest, VerificationCodes } from '../security/verificationCodes.ts';
import { announceLoginPasswordChange } from '../securityCentre/securityNotices.ts';

const RESEND_AFTER_SECONDS = 60;

type MemberInfo = ReturnType<typeof memberInfoOf>;

function codeMessage(code: string): string {
  return `Your verification code is ${code}. It expires in 5 minutes. Never share it.`;
}

function boundDestination(member: MemberRow | undefined, channel: CodeChannel): string | null {
  if (!member) return null;
  if (channel === 'phone')
    return member.phone ? phoneDestination(member.phoneAreaCode ?? '', member.phone) : null;
  return member.email ? emailDestination(member.email) : null;
}

/** Binding: the destination must not belong to another member of the site. */
async function assertNotBoundElsewhere(
  db: Database,
  member: SessionMember,
  channel: CodeChannel,
  destination: string,
) {
  const [areaCode = '', phone = ''] = destination.split(' ');
  const condition =
    channel === 'phone'
      ? and(eq(members.phoneAreaCode, areaCode), eq(members.phone, phone))
      : eq(members.email, destination);
  const [holder] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteCode, member.siteCode), ne(members.id, member.id), condition));
  if (holder) throw new ApiError('CONTACT_ALREADY_BOUND');
}

async function sendOrFail(
  codes: VerificationCodes,
  request: CodeRequest,
): Promise<{ resendAfterSeconds: number }> {
  const outcome = await codes.send(request, codeMessage);
  if (outcome.kind !== 'sent') throw new ApiError('VERIFICATION_CODE_SEND_FAILED');
  return { resendAfterSeconds: RESEND_AFTER_SECONDS };
}

/**
 * Recovery codes go only to the destination bound to the account; any other request is recorded (it counts
 * towards the limits) and answered identically, so the endpoint reveals nothing about bindings.
 */
async function sendRecoveryCode(
  db: Database,
  codes: VerificationCodes,
  request: CodeRequest,
  username: string | undefined,
): Promise<{ resendAfterSeconds: number }> {
  if (!username) throw new ApiError('FIELD_REQUIRED', { field: 'username' });
  const member = await findMemberByUsername(db, request.siteCode, username);
  if (boundDestination(member, request.channel) !== request.destination) {
    await codes.recordSilentRequest(request);
    return { resendAfterSeconds: RESEND_AFTER_SECONDS };
  }
  return sendOrFail(codes, request);
}

/**
 * Sends a code to a phone or an email: for password recovery only to the account's bound destination (silently
 * otherwise), for binding only to a destination no other member of the site holds.
 */
export async function sendVerificationCode(
  { db, verificationCodes }: Pick<Platform, 'db' | 'verificationCodes'>,
  request: CodeRequest,
  asker: { username: string | undefined; signedInMember: () => SessionMember },
): Promise<{ resendAfterSeconds: number }> {
  if (request.purpose === 'forget_password') {
    return sendRecoveryCode(db, verificationCodes, request, asker.username);
  }
  await assertNotBoundElsewhere(db, asker.signedInMember(), request.channel, request.destination);
  return sendOrFail(verificationCodes, request);
}

/** Updates one member row, mapping a unique clash on phone or email to CONTACT_ALREADY_BOUND. */
async function updateMember(db: Database, memberId: string, values: Partial<MemberRow>): Promise<MemberRow> {
  try {
    const [row] = await db.update(members).set(values).where(eq(members.id, memberId)).returning();
    if (!row) throw new ApiError('NOT_FOUND');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONTACT_ALREADY_BOUND');
    throw error;
  }
}

/** Binds (or changes) the member's phone with the code sent to it; the first binding completes its task. */
export async function bindPhone(
  { db, verificationCodes, clock, events }: Pick<Platform, 'db' | 'verificationCodes' | 'clock' | 'events'>,
  member: SessionMember,
  input: { areaCode: string; phone: string; code: string },
): Promise<MemberInfo> {
  const destination = phoneDestination(input.areaCode, input.phone);
  await assertNotBoundElsewhere(db, member, 'phone', destination);
  const redeemed = await verificationCodes.redeem(
    { siteCode: member.siteCode, channel: 'phone', destination, purpose: 'bind_phone' },
    input.code,
  );
  if (!redeemed) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'code' });
  const [areaCode] = destination.split(' ');
  const updated = await db.transaction(async (transaction) => {
    // Every binding is announced; the bind-phone task counts only the member's first (its key is the member).
    await events.publish(transaction, 'member.phoneBound', {
      memberId: member.id,
      occurredAt: new Date(clock()),
    });
    return updateMember(transaction, member.id, { phoneAreaCode: areaCode, phone: input.phone });
  });
  return memberInfoOf(updated);
}

/** Binds (or changes) the member's email with the code sent to it. */
export async function bindEmail(
  { db, verificationCodes }: Pick<Platform, 'db' | 'verificationCodes'>,
  member: SessionMember,
  input: { email: string; code: string },
): Promise<MemberInfo> {
  const destination = emailDestination(input.email);
  await assertNotBoundElsewhere(db, member, 'email', destination);
  const redeemed = await verificationCodes.redeem(
    { siteCode: member.siteCode, channel: 'email', destination, purpose: 'bind_email' },
    input.code,
  );
  if (!redeemed) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'code' });
  return memberInfoOf(await updateMember(db, member.id, { email: destination }));
}

/** Sets the member's real name once it passes the domain's person-name rule. */
export async function updateRealName(db: Database, member: SessionMember, name: string): Promise<MemberInfo> {
  const realName = name.trim();
  if (!validatePersonName(realName).ok) throw new ApiError('NAME_INVALID', { field: 'realName' });
  return memberInfoOf(await updateMember(db, member.id, { realName }));
}

/**
 * Resets a forgotten password with a code sent to the account's bound phone or email, and ends every session of
 * the account. The new password is checked first so a weak one does not burn the code; an unknown account,
 * nothing bound and a wrong code get one answer.
 */
export async function resetForgottenPassword(
  platform: Pick<Platform, 'db' | 'verificationCodes' | 'passwordKeys' | 'sessions' | 'clock' | 'events'>,
  siteCode: string,
  input: { username: string; channel: CodeChannel; code: string; newPassword: string },
): Promise<true> {
  const { db, verificationCodes } = platform;
  const password = await platform.passwordKeys.decryptPassword(input.newPassword);
  if (password === null) throw new ApiError('ENCRYPTED_FIELD_INVALID', { field: 'newPassword' });
  if (!isAcceptablePassword(password)) throw new ApiError('PASSWORD_TOO_WEAK', { field: 'newPassword' });
  const member = await findMemberByUsername(db, siteCode, input.username);
  const destination = boundDestination(member, input.channel);
  const redeemed =
    destination !== null &&
    (await verificationCodes.redeem(
      { siteCode, channel: input.channel, destination, purpose: 'forget_password' },
      input.code,
    ));
  if (!member || !redeemed) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'code' });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (transaction) => {
    await updateMember(transaction, member.id, {
      passwordHash,
      credentialsChangedAt: new Date(platform.clock()),
    });
    await announceLoginPasswordChange(transaction, platform, member);
  });
  await platform.sessions.revokeAllForMember(member.id);
  return true;
}

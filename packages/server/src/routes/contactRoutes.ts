import { endpoints } from '@platform/contract';
import { validatePersonName } from '@platform/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../http/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import {
  emailDestination,
  findMemberByUsername,
  type MemberRow,
  memberInfoOf,
  phoneDestination,
} from '../members/memberRecords.ts';
import { hashPassword, isAcceptablePassword } from '../security/passwords.ts';
import type { SessionMember } from '../security/sessions.ts';
import type { CodeChannel, CodeRequest, VerificationCodes } from '../security/verificationCodes.ts';
import { recordMemberEvent } from '../tasks/memberEvents.ts';

const RESEND_AFTER_SECONDS = 60;
const codeSendLimit = { max: 5, timeWindow: 60_000 };

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

async function sendOrFail(
  codes: VerificationCodes,
  request: CodeRequest,
): Promise<{ resendAfterSeconds: number }> {
  const outcome = await codes.send(request, codeMessage);
  if (outcome.kind !== 'sent') throw new ApiError('VERIFICATION_CODE_SEND_FAILED');
  return { resendAfterSeconds: RESEND_AFTER_SECONDS };
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

/** Verification codes, personal-info edits and password recovery: everything that proves a phone or an email. */
export function registerContactRoutes(app: FastifyInstance): void {
  const { verificationCodes: codes, db } = app.platform;

  registerEndpoint(
    app,
    endpoints.sendSmsCode,
    async (context) => {
      const { body, site, ip } = context;
      const request: CodeRequest = {
        siteCode: site.code,
        channel: 'phone',
        destination: phoneDestination(body.areaCode, body.phone),
        purpose: body.purpose,
        requestIp: ip,
      };
      if (body.purpose === 'forget_password') return sendRecoveryCode(db, codes, request, body.username);
      await assertNotBoundElsewhere(db, context.signedInMember, 'phone', request.destination);
      return sendOrFail(codes, request);
    },
    { rateLimit: codeSendLimit },
  );

  registerEndpoint(
    app,
    endpoints.sendEmailCode,
    async (context) => {
      const { body, site, ip } = context;
      const request: CodeRequest = {
        siteCode: site.code,
        channel: 'email',
        destination: emailDestination(body.email),
        purpose: body.purpose,
        requestIp: ip,
      };
      if (body.purpose === 'forget_password') return sendRecoveryCode(db, codes, request, body.username);
      await assertNotBoundElsewhere(db, context.signedInMember, 'email', request.destination);
      return sendOrFail(codes, request);
    },
    { rateLimit: codeSendLimit },
  );

  registerEndpoint(app, endpoints.bindPhone, async ({ body, site, signedInMember }) => {
    const destination = phoneDestination(body.areaCode, body.phone);
    await assertNotBoundElsewhere(db, signedInMember, 'phone', destination);
    const redeemed = await codes.redeem(
      { siteCode: site.code, channel: 'phone', destination, purpose: 'bind_phone' },
      body.code,
    );
    if (!redeemed) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'code' });
    const [areaCode] = destination.split(' ');
    const updated = await db.transaction(async (transaction) => {
      // The first binding completes the bind-phone task; a later change of number is not a new binding.
      await recordMemberEvent(transaction, {
        memberId: signedInMember.id,
        kind: 'phone_bound',
        key: `phone-bound:${signedInMember.id}`,
        occurredAt: new Date(app.platform.clock()),
      });
      return updateMember(transaction, signedInMember.id, { phoneAreaCode: areaCode, phone: body.phone });
    });
    return memberInfoOf(updated);
  });

  registerEndpoint(app, endpoints.bindEmail, async ({ body, site, signedInMember }) => {
    const destination = emailDestination(body.email);
    await assertNotBoundElsewhere(db, signedInMember, 'email', destination);
    const redeemed = await codes.redeem(
      { siteCode: site.code, channel: 'email', destination, purpose: 'bind_email' },
      body.code,
    );
    if (!redeemed) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'code' });
    return memberInfoOf(await updateMember(db, signedInMember.id, { email: destination }));
  });

  registerEndpoint(app, endpoints.updateRealName, async ({ body, signedInMember }) => {
    const realName = body.realName.trim();
    if (!validatePersonName(realName).ok) throw new ApiError('NAME_INVALID', { field: 'realName' });
    return memberInfoOf(await updateMember(db, signedInMember.id, { realName }));
  });

  registerEndpoint(
    app,
    endpoints.forgetPassword,
    async ({ body, site, platform }) => {
      // The new password is checked first so a weak one does not burn the code.
      const password = await platform.passwordKeys.decryptPassword(body.newPassword);
      if (password === null) throw new ApiError('ENCRYPTED_FIELD_INVALID', { field: 'newPassword' });
      if (!isAcceptablePassword(password)) throw new ApiError('PASSWORD_TOO_WEAK', { field: 'newPassword' });
      const member = await findMemberByUsername(db, site.code, body.username);
      const destination = boundDestination(member, body.channel);
      // Unknown account, nothing bound, or a wrong code: one answer for all three.
      const redeemed =
        destination !== null &&
        (await codes.redeem(
          { siteCode: site.code, channel: body.channel, destination, purpose: 'forget_password' },
          body.code,
        ));
      if (!member || !redeemed) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'code' });
      await updateMember(db, member.id, {
        passwordHash: await hashPassword(password),
        credentialsChangedAt: new Date(platform.clock()),
      });
      await platform.sessions.revokeAllForMember(member.id);
      return true as const;
    },
    { rateLimit: { max: 10, timeWindow: 60_000 } },
  );
}

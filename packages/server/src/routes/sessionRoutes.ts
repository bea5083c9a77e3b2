import { endpoints } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../db/schema/members.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../http/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import {
  findMemberById,
  findMemberByUsername,
  memberInfoOf,
  newInviteCode,
} from '../members/memberRecords.ts';
import { captchaDeviceNumber } from '../security/captcha.ts';
import { hashPassword, isAcceptablePassword, verifyPassword } from '../security/passwords.ts';
import { accountSubject, addressSubject } from '../security/signInThrottle.ts';
import { sendSessionHeaders } from './sessionIssuing.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

/** Sign-in, registration, session renewal and sign-out, the RSA key and the captcha image. */
export function registerSessionRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.rsaKey, async ({ platform }) => ({
    keyId: platform.passwordKeys.keyId,
    publicKeySpkiPem: platform.passwordKeys.publicKeySpkiPem,
  }));

  registerEndpoint(
    app,
    endpoints.captcha,
    // Fastify sends the Buffer as is; the contract types the body as the Blob a fetch client receives
    async ({ platform, site, headers }) =>
      (await platform.captcha.create(site.code, captchaDeviceNumber(headers))) as unknown as Blob,
    { rateLimit: perMinute(30) },
  );

  registerEndpoint(
    app,
    endpoints.captchaProofOfWork,
    ({ platform, site, headers }) =>
      platform.captcha.createProofOfWork(site.code, captchaDeviceNumber(headers)),
    { rateLimit: perMinute(30) },
  );

  registerEndpoint(
    app,
    endpoints.signIn,
    async ({ body, platform, site, ip, headers, reply, db }) => {
      const account = accountSubject(site.code, body.username);
      const address = addressSubject(ip);
      // The slot is claimed before anything is decrypted or hashed, so parallel attempts cannot overrun the limit.
      let claim = await platform.signInThrottle.claim(account, address, false);
      if (claim === 'captcha-required') {
        if (!body.captcha) throw new ApiError('CAPTCHA_REQUIRED', { field: 'captcha' });
        const deviceNumber = typeof headers.device_no === 'string' ? headers.device_no : undefined;
        if (!(await platform.captcha.verify(site.code, deviceNumber, body.captcha))) {
          throw new ApiError('CAPTCHA_INVALID', { field: 'captcha' });
        }
        claim = await platform.signInThrottle.claim(account, address, true);
      }
      if (claim === 'locked') throw new ApiError('ACCOUNT_LOCKED');
      if (claim === 'captcha-required') throw new ApiError('CAPTCHA_REQUIRED', { field: 'captcha' });
      // An unreadable or replayed ciphertext gets the same answer as a wrong password (anchors §10).
      const password = await platform.passwordKeys.decryptPassword(body.password);
      const member = await findMemberByUsername(db, site.code, body.username);
      const passwordMatches = await verifyPassword(member?.passwordHash ?? null, password ?? '');
      if (!member || password === null || !passwordMatches) {
        await platform.signInThrottle.recordFailure(account, address);
        throw new ApiError('ACCOUNT_OR_PASSWORD_INVALID');
      }
      await platform.signInThrottle.recordSuccess(account, address);
      sendSessionHeaders(
        reply,
        await platform.sessions.issue({ id: member.id, siteCode: site.code, username: member.username }),
      );
      return memberInfoOf(member);
    },
    { rateLimit: perMinute(20) },
  );

  registerEndpoint(
    app,
    endpoints.register,
    async ({ body, platform, site, headers, reply, db }) => {
      const deviceNumber = typeof headers.device_no === 'string' ? headers.device_no : undefined;
      if (!(await platform.captcha.verify(site.code, deviceNumber, body.captcha))) {
        throw new ApiError('CAPTCHA_INVALID', { field: 'captcha' });
      }
      const password = await platform.passwordKeys.decryptPassword(body.password);
      if (password === null) throw new ApiError('ENCRYPTED_FIELD_INVALID', { field: 'password' });
      if (!isAcceptablePassword(password)) throw new ApiError('PASSWORD_TOO_WEAK', { field: 'password' });
      let invitedBy: string | null = null;
      if (body.inviteCode) {
        const [inviter] = await db
          .select({ id: members.id, siteCode: members.siteCode })
          .from(members)
          .where(eq(members.inviteCode, body.inviteCode.toUpperCase()));
        if (!inviter || inviter.siteCode !== site.code)
          throw new ApiError('INVITE_CODE_INVALID', { field: 'inviteCode' });
        invitedBy = inviter.id;
      }
      const passwordHash = await hashPassword(password);
      let created: typeof members.$inferSelect | undefined;
      try {
        [created] = await db
          .insert(members)
          .values({
            siteCode: site.code,
            username: body.username,
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
      sendSessionHeaders(
        reply,
        await platform.sessions.issue({ id: created.id, siteCode: site.code, username: created.username }),
      );
      return memberInfoOf(created);
    },
    { rateLimit: perMinute(10) },
  );

  registerEndpoint(app, endpoints.renewSession, async ({ platform, signedInMember, sessionToken, reply }) => {
    const session = await platform.sessions.renew(sessionToken ?? '', signedInMember);
    sendSessionHeaders(reply, session);
    return {
      idleExpiresAt: session.idleExpiresAt.toISOString(),
      absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
    };
  });

  registerEndpoint(app, endpoints.signOut, async ({ platform, sessionToken, reply }) => {
    await platform.sessions.revoke(sessionToken ?? '');
    reply.header('clear-site-data', '"cache", "storage"');
    return true as const;
  });

  registerEndpoint(app, endpoints.memberInfo, async ({ db, signedInMember }) => {
    const member = await findMemberById(db, signedInMember.id);
    if (!member) throw new ApiError('NOT_FOUND');
    return memberInfoOf(member);
  });

  registerEndpoint(
    app,
    endpoints.updatePassword,
    async ({ body, platform, signedInMember, sessionToken, reply, db }) => {
      const member = await findMemberById(db, signedInMember.id);
      const oldPassword = await platform.passwordKeys.decryptPassword(body.oldPassword);
      const newPassword = await platform.passwordKeys.decryptPassword(body.newPassword);
      if (!member || oldPassword === null || !(await verifyPassword(member.passwordHash, oldPassword))) {
        throw new ApiError('OLD_PASSWORD_INCORRECT', { field: 'oldPassword' });
      }
      if (newPassword === null) throw new ApiError('ENCRYPTED_FIELD_INVALID', { field: 'newPassword' });
      if (!isAcceptablePassword(newPassword))
        throw new ApiError('PASSWORD_TOO_WEAK', { field: 'newPassword' });
      await db
        .update(members)
        .set({
          passwordHash: await hashPassword(newPassword),
          credentialsChangedAt: new Date(platform.clock()),
        })
        .where(eq(members.id, member.id));
      // Every other device is signed out; this one continues on a fresh token.
      await platform.sessions.revokeAllForMember(member.id, sessionToken ?? undefined);
      sendSessionHeaders(reply, await platform.sessions.renew(sessionToken ?? '', signedInMember));
      return true as const;
    },
    { rateLimit: perMinute(10) },
  );
}

import type { IncomingHttpHeaders } from 'node:http';
import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { memberInfoOf } from '../members/memberRecords.ts';
import { captchaDeviceNumber } from '../security/captcha.ts';
import { rememberDeviceInCookie, signingInDevice } from '../securityCentre/deviceCookie.ts';
import { changePassword, registerMember, signedInMemberRow, signIn } from './service.ts';
import { sendSessionHeaders } from './sessionHeaders.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

/** The `device_no` header the device's captcha was issued for. */
function deviceNumberOf(headers: IncomingHttpHeaders): string | undefined {
  return typeof headers.device_no === 'string' ? headers.device_no : undefined;
}

/** Sign-in, registration, session renewal and sign-out, the RSA key and the captcha image. */
export function registerSessionRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.rsaKey, ({ platform }) => platform.passwordKeys.activeKey());

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
    async ({ body, platform, site, ip, headers, request, reply, db }) => {
      const deviceNumber = signingInDevice(request, deviceNumberOf(headers));
      const { member, session } = await signIn(platform, db, site.code, {
        username: body.username,
        encryptedPassword: body.password,
        captcha: body.captcha,
        twoStepCode: body.twoStepCode,
        deviceNumber,
        captchaDeviceNumber: deviceNumberOf(headers),
        userAgent: headers['user-agent'],
        ip,
      });
      sendSessionHeaders(reply, session);
      rememberDeviceInCookie(request, reply, deviceNumber);
      return memberInfoOf(member);
    },
    { rateLimit: perMinute(20) },
  );

  registerEndpoint(
    app,
    endpoints.register,
    async ({ body, platform, site, headers, ip, request, reply, db }) => {
      const deviceNumber = signingInDevice(request, deviceNumberOf(headers));
      const { member, session } = await registerMember(platform, db, site.code, {
        username: body.username,
        encryptedPassword: body.password,
        captcha: body.captcha,
        deviceNumber,
        captchaDeviceNumber: deviceNumberOf(headers),
        userAgent: headers['user-agent'],
        ip,
        inviteCode: body.inviteCode,
      });
      sendSessionHeaders(reply, session);
      rememberDeviceInCookie(request, reply, deviceNumber);
      return memberInfoOf(member);
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
    // The session lives in storage; the device's recognition is a cookie, which "storage" leaves alone, so the
    // next sign-in here is not a new device (no second step, no new-device notice).
    reply.header('clear-site-data', '"cache", "storage"');
    return true as const;
  });

  registerEndpoint(app, endpoints.memberInfo, async ({ db, signedInMember }) =>
    memberInfoOf(await signedInMemberRow(db, signedInMember)),
  );

  registerEndpoint(
    app,
    endpoints.updatePassword,
    async ({ body, platform, signedInMember, sessionToken, ip, reply, db }) => {
      const session = await changePassword(
        platform,
        db,
        { member: signedInMember, sessionToken, ip },
        { encryptedOldPassword: body.oldPassword, encryptedNewPassword: body.newPassword },
      );
      // Every other device is signed out; this one continues on a fresh token.
      sendSessionHeaders(reply, session);
      return true as const;
    },
    { rateLimit: perMinute(10) },
  );
}

import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { emailDestination, phoneDestination } from '../members/memberRecords.ts';
import {
  bindEmail,
  bindPhone,
  resetForgottenPassword,
  sendVerificationCode,
  updateRealName,
} from './service.ts';

/** Per address: five code requests a minute, on top of the code store's own per-destination and per-day limits. */
const codeSendLimit = { max: 5, timeWindow: 60_000 };

/** Verification codes, personal-info edits and password recovery: everything that proves a phone or an email. */
export function registerContactRoutes(app: FastifyInstance): void {
  const { platform } = app;

  registerEndpoint(
    app,
    endpoints.sendSmsCode,
    (context) =>
      sendVerificationCode(
        platform,
        {
          siteCode: context.site.code,
          channel: 'phone',
          destination: phoneDestination(context.body.areaCode, context.body.phone),
          purpose: context.body.purpose,
          requestIp: context.ip,
        },
        { username: context.body.username, signedInMember: () => context.signedInMember },
      ),
    { rateLimit: codeSendLimit },
  );

  registerEndpoint(
    app,
    endpoints.sendEmailCode,
    (context) =>
      sendVerificationCode(
        platform,
        {
          siteCode: context.site.code,
          channel: 'email',
          destination: emailDestination(context.body.email),
          purpose: context.body.purpose,
          requestIp: context.ip,
        },
        { username: context.body.username, signedInMember: () => context.signedInMember },
      ),
    { rateLimit: codeSendLimit },
  );

  registerEndpoint(app, endpoints.bindPhone, ({ body, signedInMember }) =>
    bindPhone(platform, signedInMember, body),
  );

  registerEndpoint(app, endpoints.bindEmail, ({ body, signedInMember }) =>
    bindEmail(platform, signedInMember, body),
  );

  registerEndpoint(app, endpoints.updateRealName, ({ body, signedInMember }) =>
    updateRealName(platform.db, signedInMember, body.realName),
  );

  registerEndpoint(
    app,
    endpoints.forgetPassword,
    ({ body, site }) => resetForgottenPassword(platform, site.code, body),
    { rateLimit: { max: 10, timeWindow: 60_000 } },
  );
}

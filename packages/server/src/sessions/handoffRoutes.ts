import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { memberInfoOf } from '../members/memberRecords.ts';
import { exchangeHandoffCode, issueHandoffCode } from './handoffCodes.ts';
import { sendSessionHeaders } from './sessionHeaders.ts';

/**
 * Exchanges per address and minute. Guessing a 256-bit code is hopeless anyway; the limit cuts a burst short so
 * the endpoint is no lever for load or enumeration, while a member reopening a few links is never refused.
 */
const EXCHANGES_PER_MINUTE = 10;

/** The sign-in handoff from the native shell to its webview (handoffCodes.ts). */
export function registerHandoffRoutes(app: FastifyInstance): void {
  registerEndpoint(
    app,
    endpoints.issueHandoffCode,
    async ({ platform, db, signedInMember, sessionToken }) => {
      const { code, expiresAt } = await issueHandoffCode(platform, db, signedInMember, sessionToken ?? '');
      return { code, expiresAt: expiresAt.toISOString() };
    },
    { rateLimit: { max: 20, timeWindow: 60_000 } },
  );

  registerEndpoint(
    app,
    endpoints.exchangeHandoffCode,
    async ({ body, platform, db, site, reply }) => {
      const { member, session } = await exchangeHandoffCode(platform, db, site.code, body.code);
      sendSessionHeaders(reply, session);
      return memberInfoOf(member);
    },
    { rateLimit: { max: EXCHANGES_PER_MINUTE, timeWindow: 60_000 } },
  );
}

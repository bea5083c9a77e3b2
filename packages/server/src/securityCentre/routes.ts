import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import type { Site } from '../sites/siteDirectory.ts';
import { activeSessionsOf, signOutSession } from './activeSessions.ts';
import { signInHistoryOf } from './signInHistory.ts';
import { requireSecurityFeature, siteSecurityOf } from './siteSecurity.ts';
import { confirmTwoStep, disableTwoStep, enrolTwoStep, twoStepStatusOf } from './twoStep.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

/** The name an authenticator app shows beside the code: the site's, in its own language. */
function issuerOf(site: Site): string {
  const names: Record<string, string> = site.config.displayName;
  return names[site.defaultLocale] ?? site.code;
}

/** The security centre's endpoints (contract: endpoints/security.ts), each refused on a site that does not offer it. */
export function registerSecurityCentreRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.signInHistory, ({ platform, site, signedInMember }) => {
    requireSecurityFeature(siteSecurityOf(platform, site.code), 'enabled');
    return signInHistoryOf(platform.db, signedInMember.id);
  });

  registerEndpoint(app, endpoints.activeSessions, ({ platform, site, signedInMember, sessionToken }) => {
    requireSecurityFeature(siteSecurityOf(platform, site.code), 'enabled');
    return activeSessionsOf(platform, signedInMember, sessionToken ?? '');
  });

  registerEndpoint(app, endpoints.signOutSession, ({ platform, site, signedInMember, body }) => {
    requireSecurityFeature(siteSecurityOf(platform, site.code), 'enabled');
    return signOutSession(platform, signedInMember, body.id);
  });

  registerEndpoint(
    app,
    endpoints.signOutOtherSessions,
    async ({ platform, site, signedInMember, sessionToken }) => {
      requireSecurityFeature(siteSecurityOf(platform, site.code), 'enabled');
      const signedOut = await platform.sessions.revokeAllForMember(
        signedInMember.id,
        sessionToken ?? undefined,
      );
      return { signedOut };
    },
  );

  registerEndpoint(app, endpoints.twoStepStatus, ({ platform, site, signedInMember }) => {
    requireSecurityFeature(siteSecurityOf(platform, site.code), 'twoStepVerification');
    return twoStepStatusOf(platform, signedInMember);
  });

  registerEndpoint(
    app,
    endpoints.twoStepEnrol,
    ({ platform, site, signedInMember }) => {
      requireSecurityFeature(siteSecurityOf(platform, site.code), 'twoStepVerification');
      return enrolTwoStep(platform, signedInMember, issuerOf(site));
    },
    { rateLimit: perMinute(10) },
  );

  registerEndpoint(
    app,
    endpoints.twoStepConfirm,
    async ({ platform, site, signedInMember, body }) => {
      requireSecurityFeature(siteSecurityOf(platform, site.code), 'twoStepVerification');
      return { recoveryCodes: await confirmTwoStep(platform, signedInMember.id, body.code) };
    },
    { rateLimit: perMinute(10) },
  );

  registerEndpoint(
    app,
    endpoints.twoStepDisable,
    ({ platform, site, signedInMember, body }) => {
      requireSecurityFeature(siteSecurityOf(platform, site.code), 'twoStepVerification');
      return disableTwoStep(platform, signedInMember.id, body.code);
    },
    { rateLimit: perMinute(10) },
  );
}

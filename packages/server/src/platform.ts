import type { Database } from './db/database.ts';
import type { DomainEventPublisher } from './events/domainEvents.ts';
import type { AttemptThrottle } from './security/attemptThrottle.ts';
import type { CaptchaService } from './security/captcha.ts';
import type { Clock } from './security/clock.ts';
import type { PasswordKeyRing } from './security/rsaKeys.ts';
import type { SessionStore } from './security/sessions.ts';
import type { VerificationCodes } from './security/verificationCodes.ts';
import type { SiteDirectory } from './sites/siteDirectory.ts';

/** The services every route reaches through `app.platform`, built once in `buildApp`. */
export interface Platform {
  db: Database;
  clock: Clock;
  sites: SiteDirectory;
  sessions: SessionStore;
  passwordKeys: PasswordKeyRing;
  captcha: CaptchaService;
  verificationCodes: VerificationCodes;
  attemptThrottle: AttemptThrottle;
  /** Where areas announce facts (sign-in, deposit approved, bet placed…) for the areas subscribed to them. */
  events: DomainEventPublisher;
  /** False only in tests that would otherwise trip the per-address limits. */
  rateLimitsEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

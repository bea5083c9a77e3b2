import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { vipLevelDetail, vipLevelsOf, vipStandingOf } from './service.ts';

/** The member's VIP standing, the site's levels and one level's privileges (contract: endpoints/member.ts). */
export function registerVipRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.vips, ({ db, signedInMember, locale }) =>
    vipStandingOf(db, signedInMember, locale),
  );
  registerEndpoint(app, endpoints.vipLevels, ({ db, site, locale }) => vipLevelsOf(db, site.code, locale));
  registerEndpoint(app, endpoints.vipDetail, ({ db, site, query, locale }) =>
    vipLevelDetail(db, site.code, query.level, locale),
  );
}

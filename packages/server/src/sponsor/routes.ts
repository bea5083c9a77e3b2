import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { sponsorPageOf } from './service.ts';

/** The public sponsor page (contract: endpoints/sponsor.ts). */
export function registerSponsorRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.sponsorPage, ({ db, site, locale }) =>
    sponsorPageOf(db, site.code, locale),
  );
}

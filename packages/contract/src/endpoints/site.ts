import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';

export const siteEndpoints = {
  preInfo: defineEndpoint({
    name: 'preInfo',
    method: 'GET',
    path: '/api/f/v1/member/preInfo',
    auth: 'public',
    encoding: 'none',
    summary: 'Data needed before sign-in; cacheable for 60 s (Cache-Control: public, max-age=60)',
    response: Type.Object({
      customer_service: Type.String({ description: 'Customer-service URL; empty when none' }),
    }),
    errors: [],
  }),
  siteConfig: defineEndpoint({
    name: 'siteConfig',
    method: 'GET',
    path: '/api/findmed/v1/md',
    auth: 'public',
    encoding: 'none',
    summary: "The resolved site's config (the site-configs JSON, validated by @platform/site-config)",
    response: Type.Record(Type.String(), Type.Unknown()),
    errors: [],
  }),
  phoneAreas: defineEndpoint({
    name: 'phoneAreas',
    method: 'GET',
    path: '/api/findmed/v1/member/phoneArea',
    auth: 'public',
    encoding: 'none',
    summary: 'Phone area codes offered by the site',
    response: Type.Array(Type.Object({ areaCode: Type.String(), name: Type.String(), sort: Type.Integer() })),
    errors: [],
  }),
  customerServiceConfig: defineEndpoint({
    name: 'customerServiceConfig',
    method: 'GET',
    path: '/api/f/v1/customer/config',
    auth: 'public',
    encoding: 'none',
    summary: 'Customer-service links of the site',
    response: Type.Object({
      customer_service: Type.String(),
      whatsAppUrl: Type.String(),
      site: Type.String(),
    }),
    errors: [],
  }),
  pageView: defineEndpoint({
    name: 'pageView',
    method: 'POST',
    path: '/api/analytics/page-view',
    auth: 'public',
    encoding: 'form',
    summary:
      "One page view per route change (the site config's analytics.pageViewEndpoint); form-encoded so navigator.sendBeacon(URLSearchParams) can send it",
    body: Type.Object({ path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }) }),
    response: Type.Literal(true),
    errors: [],
  }),
  heartbeat: defineEndpoint({
    name: 'heartbeat',
    method: 'POST',
    path: '/api/findmed/v1/heartbeat',
    auth: 'member',
    encoding: 'form',
    summary:
      'Sent every 30 s while a game is open; keeps the session from idling out (never past its absolute expiry)',
    body: Type.Object({
      gameid: Type.String({ minLength: 1, maxLength: 64 }),
      platform: Type.String({ minLength: 1, maxLength: 64 }),
    }),
    response: Type.Object({ nextHeartbeatInMs: Type.Integer() }),
    errors: [],
  }),
};

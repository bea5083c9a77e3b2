import type { EndpointDefinition } from '../defineEndpoint.ts';
import { contentEndpoints } from './content.ts';
import { feedbackEndpoints } from './feedback.ts';
import { gameEndpoints } from './games.ts';
import { memberEndpoints } from './member.ts';
import { memberEventStreamEndpoints } from './memberEventStream.ts';
import { messageEndpoints } from './messages.ts';
import { moneyEndpoints } from './money.ts';
import { saferPlayEndpoints } from './saferPlay.ts';
import { securityEndpoints } from './security.ts';
import { sessionEndpoints } from './session.ts';
import { siteEndpoints } from './site.ts';
import { sponsorEndpoints } from './sponsor.ts';
import { taskEndpoints } from './tasks.ts';

/** Every endpoint of the platform API, keyed by name. */
export const endpoints = {
  ...sessionEndpoints,
  ...siteEndpoints,
  ...gameEndpoints,
  ...memberEndpoints,
  ...contentEndpoints,
  ...sponsorEndpoints,
  ...messageEndpoints,
  ...memberEventStreamEndpoints,
  ...taskEndpoints,
  ...feedbackEndpoints,
  ...moneyEndpoints,
  ...saferPlayEndpoints,
  ...securityEndpoints,
} satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

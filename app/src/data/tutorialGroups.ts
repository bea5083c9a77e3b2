import { type TutorialSlug, tutorialSlugs } from '@platform/domain';

export const tutorialGroups = ['betting', 'funds', 'games', 'support'] as const;
export type TutorialGroup = (typeof tutorialGroups)[number];

/**
 * The help centre's section of each tutorial route (spec §2 names the routes, not their sections). A new tutorial
 * slug in the domain fails to compile here until it is given a section.
 */
export const tutorialGroupOf = {
  sportRules: 'betting',
  bettingIntroduction: 'betting',
  betStrategy: 'betting',
  example: 'betting',
  deposit: 'funds',
  withdraw: 'funds',
  transfer: 'funds',
  knowExchange: 'funds',
  knowVirtualCurrency: 'funds',
  protocolDifference: 'funds',
  games: 'games',
  'games/answer': 'games',
  tech: 'support',
  techDetail: 'support',
  contact: 'support',
  leaveMsg: 'support',
} as const satisfies Record<TutorialSlug, TutorialGroup>;

/** Whether an article slug from the API is one of the tutorial routes (only those have a page to open). */
export const isTutorialSlug = (slug: string): slug is TutorialSlug =>
  (tutorialSlugs as readonly string[]).includes(slug);

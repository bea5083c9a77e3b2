/**
 * Every cache key of the app, named once. Logout (spec §4) removes exactly the member-owned ones, so a key
 * that holds member data must live under `memberScope` or `taskScope`.
 */
const memberScope = 'member' as const;
const taskScope = 'tasks' as const;

export const queryKeys = {
  memberScope: [memberScope],
  memberInfo: [memberScope, 'info'],
  balance: [memberScope, 'balance'],
  venueWallets: [memberScope, 'venueWallets'],
  vip: [memberScope, 'vip'],
  unreadCount: [memberScope, 'unreadCount'],
  userCentreMenu: [memberScope, 'userCentreMenu'],
  withdrawPasswordConfig: [memberScope, 'withdrawPasswordConfig'],
  saferPlay: [memberScope, 'saferPlay'],
  activityStatement: [memberScope, 'activityStatement'],
  taskScope: [taskScope],
  gameCategories: ['games', 'categories'],
  activities: (pageSize: number) => ['activities', pageSize] as const,
  promoDetail: (id: string) => ['activities', 'detail', id] as const,
  articles: (kind: 'help' | 'tutorial') => ['articles', kind] as const,
  article: (kind: 'help' | 'tutorial', slug: string) => ['articles', kind, slug] as const,
  customerServiceLinks: ['customerServiceLinks'],
  preInfo: ['preInfo'],
  phoneAreas: ['phoneAreas'],
  captcha: (round: number) => ['captcha', round] as const,
} as const;

import { type RoutePath, routePaths } from '@platform/domain';
import type { QuickActionKind } from '@platform/site-config';

/** Where each home shortcut leads. */
export const quickActionRoutes = {
  deposit: routePaths.deposit,
  withdraw: routePaths.withdraw,
  transfer: routePaths.transfer,
  vip: routePaths.vipPrivilege,
  tasks: routePaths.task,
  activities: routePaths.activityList,
  customerService: routePaths.customerService,
  invite: routePaths.agentPage,
  help: routePaths.helpCentre,
} as const satisfies Record<QuickActionKind, RoutePath>;

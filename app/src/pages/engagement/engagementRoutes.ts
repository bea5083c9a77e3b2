import { routePaths } from '@platform/domain';
import type { AppRoute } from '../../boot/appRoute.ts';
import { lazyPage } from '../../boot/lazyPage.tsx';
import { handle } from '../../layout/routeEntries.ts';

/**
 * VIP, tasks, the agent page with invite and recruitment ("join us" is a tab of the agent page: the spec has no
 * route of its own for it), the sponsor page (issue 11). Spread into the route table by routes.tsx.
 */
export const engagementRoutes: AppRoute[] = [
  {
    path: routePaths.vipPrivilege,
    page: lazyPage(() => import('./VipPrivilegePage.tsx')),
    handle: handle({ title: 'vipPrivilege', back: true }),
  },
  {
    path: routePaths.vipDetail,
    page: lazyPage(() => import('./VipDetailPage.tsx')),
    handle: handle({ title: 'vipDetail', back: true, parent: routePaths.vipPrivilege }),
  },
  {
    path: routePaths.task,
    page: lazyPage(() => import('./TaskPage.tsx')),
    handle: handle({ title: 'task', back: true }),
  },
  {
    path: routePaths.taskRecords,
    page: lazyPage(() => import('./TaskRecordsPage.tsx')),
    handle: handle({ title: 'taskRecords', back: true, parent: routePaths.task }),
  },
  {
    path: routePaths.agentPage,
    page: lazyPage(() => import('./AgentPage.tsx')),
    handle: handle({ title: 'agentPage', back: true }),
  },
  {
    path: routePaths.sponsor,
    page: lazyPage(() => import('./SponsorPage.tsx')),
    handle: handle({ title: 'sponsor', back: true }),
  },
];

import { routePaths } from '@platform/domain';
import type { RouteObject } from 'react-router-dom';
import { handle, lazyPage } from '../../layout/routeEntries.ts';

/**
 * VIP, tasks, the agent page with invite and recruitment ("join us" is a tab of the agent page: the spec has no
 * route of its own for it), the sponsor page (issue 11). Spread into the route table by routes.tsx.
 */
export const engagementRoutes: RouteObject[] = [
  {
    path: routePaths.vipPrivilege,
    lazy: lazyPage(() => import('./VipPrivilegePage.tsx')),
    handle: handle({ title: 'vipPrivilege', back: true }),
  },
  {
    path: routePaths.vipDetail,
    lazy: lazyPage(() => import('./VipDetailPage.tsx')),
    handle: handle({ title: 'vipDetail', back: true, parent: routePaths.vipPrivilege }),
  },
  {
    path: routePaths.task,
    lazy: lazyPage(() => import('./TaskPage.tsx')),
    handle: handle({ title: 'task', back: true }),
  },
  {
    path: routePaths.taskRecords,
    lazy: lazyPage(() => import('./TaskRecordsPage.tsx')),
    handle: handle({ title: 'taskRecords', back: true, parent: routePaths.task }),
  },
  {
    path: routePaths.agentPage,
    lazy: lazyPage(() => import('./AgentPage.tsx')),
    handle: handle({ title: 'agentPage', back: true }),
  },
  {
    path: routePaths.sponsor,
    lazy: lazyPage(() => import('./SponsorPage.tsx')),
    handle: handle({ title: 'sponsor', back: true }),
  },
];

import { routePaths } from '@platform/domain';
import type { AppRoute } from '../../boot/appRoute.ts';
import { lazyPage } from '../../boot/lazyPage.tsx';
import { handle } from '../../layout/routeEntries.ts';

/** The security centre (issue 23), reached from the user centre. Spread into the route table by routes.tsx. */
export const securityRoutes: AppRoute[] = [
  {
    path: routePaths.securityCentre,
    page: lazyPage(() => import('./SecurityCentrePage.tsx')),
    handle: handle({ title: 'securityCentre', back: true, parent: routePaths.userCentre }),
  },
  {
    path: routePaths.securitySignIns,
    page: lazyPage(() => import('./SignInHistoryPage.tsx')),
    handle: handle({ title: 'securitySignIns', back: true, parent: routePaths.securityCentre }),
  },
  {
    path: routePaths.securityDevices,
    page: lazyPage(() => import('./DevicesPage.tsx')),
    handle: handle({ title: 'securityDevices', back: true, parent: routePaths.securityCentre }),
  },
  {
    path: routePaths.securityTwoStep,
    page: lazyPage(() => import('./TwoStepPage.tsx')),
    handle: handle({ title: 'securityTwoStep', back: true, parent: routePaths.securityCentre }),
  },
];

import { routePaths } from '@platform/domain';
import type { RouteObject } from 'react-router-dom';
import { handle, lazyPage } from '../../layout/routeEntries.ts';

/** The security centre (issue 23), reached from the user centre. Spread into the route table by routes.tsx. */
export const securityRoutes: RouteObject[] = [
  {
    path: routePaths.securityCentre,
    lazy: lazyPage(() => import('./SecurityCentrePage.tsx')),
    handle: handle({ title: 'securityCentre', back: true, parent: routePaths.userCentre }),
  },
  {
    path: routePaths.securitySignIns,
    lazy: lazyPage(() => import('./SignInHistoryPage.tsx')),
    handle: handle({ title: 'securitySignIns', back: true, parent: routePaths.securityCentre }),
  },
  {
    path: routePaths.securityDevices,
    lazy: lazyPage(() => import('./DevicesPage.tsx')),
    handle: handle({ title: 'securityDevices', back: true, parent: routePaths.securityCentre }),
  },
  {
    path: routePaths.securityTwoStep,
    lazy: lazyPage(() => import('./TwoStepPage.tsx')),
    handle: handle({ title: 'securityTwoStep', back: true, parent: routePaths.securityCentre }),
  },
];

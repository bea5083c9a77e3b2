import { routePaths } from '@platform/domain';
import type { RouteObject } from 'react-router-dom';
import { handle, lazyPage } from '../../layout/routeEntries.ts';

/** Safer play (issue 23): one page, reached from the user centre on the sites that offer it. */
export const saferPlayRoutes: RouteObject[] = [
  {
    path: routePaths.saferPlay,
    lazy: lazyPage(() => import('./SaferPlayPage.tsx')),
    handle: handle({ title: 'saferPlay', back: true, parent: routePaths.userCentre }),
  },
];

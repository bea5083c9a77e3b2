import { routePaths } from '@platform/domain';
import type { AppRoute } from '../../boot/appRoute.ts';
import { lazyPage } from '../../boot/lazyPage.tsx';
import { handle } from '../../layout/routeEntries.ts';

/** Safer play (issue 23): one page, reached from the user centre on the sites that offer it. */
export const saferPlayRoutes: AppRoute[] = [
  {
    path: routePaths.saferPlay,
    page: lazyPage(() => import('./SaferPlayPage.tsx')),
    handle: handle({ title: 'saferPlay', back: true, parent: routePaths.userCentre }),
  },
];

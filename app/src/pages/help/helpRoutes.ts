import { routePaths, tutorialPath, tutorialSlugs } from '@platform/domain';
import type { AppRoute } from '../../boot/appRoute.ts';
import { lazyPage } from '../../boot/lazyPage.tsx';
import { handle } from '../../layout/routeEntries.ts';

const tutorialPage = lazyPage(() => import('./TutorialPage.tsx'));

/** Activities, promo detail, the help centre and tutorials, customer service (issue 11). Spread into the route table by routes.tsx. */
export const helpRoutes: AppRoute[] = [
  {
    path: routePaths.activityList,
    page: lazyPage(() => import('./ActivityListPage.tsx')),
    handle: handle({ title: 'activityList', back: true }),
  },
  {
    path: routePaths.promoDetail,
    page: lazyPage(() => import('./PromoDetailPage.tsx')),
    handle: handle({ title: 'promoDetail', back: true, parent: routePaths.activityList }),
  },
  {
    path: routePaths.helpCentre,
    page: lazyPage(() => import('./HelpCentrePage.tsx')),
    handle: handle({ title: 'helpCentre', back: true }),
  },
  // One exact route per tutorial of spec §2 (no `/tutorial/*`: an unknown tutorial is the not-found page).
  ...tutorialSlugs.map((slug) => ({
    path: tutorialPath(slug),
    page: tutorialPage,
    handle: handle({ title: 'tutorial', back: true, parent: routePaths.helpCentre }),
  })),
  {
    path: routePaths.customerService,
    page: lazyPage(() => import('./CustomerServicePage.tsx')),
    handle: handle({ title: 'customerService' }),
  },
  {
    path: routePaths.iframeCustomerService,
    page: lazyPage(() => import('./IframeCustomerServicePage.tsx')),
    handle: handle({ title: 'iframeCustomerService', back: true, parent: routePaths.customerService }),
  },
];

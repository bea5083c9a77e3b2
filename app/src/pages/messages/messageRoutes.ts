import { routePaths } from '@platform/domain';
import type { AppRoute } from '../../boot/appRoute.ts';
import { lazyPage } from '../../boot/lazyPage.tsx';
import { handle } from '../../layout/routeEntries.ts';

/** Messages and feedback (issue 11). Spread into the route table by routes.tsx. */
export const messageRoutes: AppRoute[] = [
  {
    path: routePaths.messages,
    page: lazyPage(() => import('./MessagesPage.tsx')),
    handle: handle({ title: 'messages', back: true }),
  },
  {
    path: routePaths.messageDetail,
    page: lazyPage(() => import('./MessageDetailPage.tsx')),
    handle: handle({ title: 'messageDetail', back: true, parent: routePaths.messages }),
  },
  {
    path: routePaths.feedback,
    page: lazyPage(() => import('./FeedbackPage.tsx')),
    handle: handle({ title: 'feedback', back: true }),
  },
  {
    path: routePaths.feedbackList,
    page: lazyPage(() => import('./FeedbackListPage.tsx')),
    handle: handle({ title: 'feedbackList', back: true }),
  },
  {
    path: routePaths.feedbackDetail,
    page: lazyPage(() => import('./FeedbackDetailPage.tsx')),
    handle: handle({ title: 'feedbackDetail', back: true, parent: routePaths.feedbackList }),
  },
];

import { routePaths } from '@platform/domain';
import type { RouteObject } from 'react-router-dom';
import { handle, lazyPage } from '../../layout/routeEntries.ts';

/** Messages and feedback (issue 11). Spread into the route table by routes.tsx. */
export const messageRoutes: RouteObject[] = [
  {
    path: routePaths.messages,
    lazy: lazyPage(() => import('./MessagesPage.tsx')),
    handle: handle({ title: 'messages', back: true }),
  },
  {
    path: routePaths.messageDetail,
    lazy: lazyPage(() => import('./MessageDetailPage.tsx')),
    handle: handle({ title: 'messageDetail', back: true, parent: routePaths.messages }),
  },
  {
    path: routePaths.feedback,
    lazy: lazyPage(() => import('./FeedbackPage.tsx')),
    handle: handle({ title: 'feedback', back: true }),
  },
  {
    path: routePaths.feedbackList,
    lazy: lazyPage(() => import('./FeedbackListPage.tsx')),
    handle: handle({ title: 'feedbackList', back: true }),
  },
  {
    path: routePaths.feedbackDetail,
    lazy: lazyPage(() => import('./FeedbackDetailPage.tsx')),
    handle: handle({ title: 'feedbackDetail', back: true, parent: routePaths.feedbackList }),
  },
];

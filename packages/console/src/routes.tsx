import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  ACCOUNT_PATH,
  AUDIT_PATH,
  CONTENT_PATH,
  MEMBERS_PATH,
  OPERATORS_PATH,
  QUEUES_PATH,
  SIGN_IN_PATH,
  SITE_PAGES_PATH,
} from './data/consolePaths.ts';
import { ConsoleLayout } from './layout/ConsoleLayout.tsx';

const SignInPage = lazy(() => import('./pages/signIn/SignInPage.tsx'));
const QueuesPage = lazy(() => import('./pages/queues/QueuesPage.tsx'));
const AuditPage = lazy(() => import('./pages/audit/AuditPage.tsx'));
const MemberSearchPage = lazy(() => import('./pages/members/MemberSearchPage.tsx'));
const MemberPage = lazy(() => import('./pages/members/MemberPage.tsx'));
const ContentPage = lazy(() => import('./pages/content/ContentPage.tsx'));
const SitePagesPage = lazy(() => import('./pages/sitePages/SitePagesPage.tsx'));
const OperatorsPage = lazy(() => import('./pages/operators/OperatorsPage.tsx'));
const AccountPage = lazy(() => import('./pages/account/AccountPage.tsx'));

/** Every console page, each loaded when first opened; all but sign-in behind the operator gate. */
export const consoleRoutes: RouteObject[] = [
  { path: SIGN_IN_PATH, element: <SignInPage /> },
  {
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <Navigate to={QUEUES_PATH} replace /> },
      { path: QUEUES_PATH, element: <QueuesPage /> },
      { path: AUDIT_PATH, element: <AuditPage /> },
      { path: MEMBERS_PATH, element: <MemberSearchPage /> },
      { path: `${MEMBERS_PATH}/:memberId`, element: <MemberPage /> },
      { path: CONTENT_PATH, element: <ContentPage /> },
      { path: SITE_PAGES_PATH, element: <SitePagesPage /> },
      { path: OPERATORS_PATH, element: <OperatorsPage /> },
      { path: ACCOUNT_PATH, element: <AccountPage /> },
      { path: '*', element: <Navigate to={QUEUES_PATH} replace /> },
    ],
  },
];

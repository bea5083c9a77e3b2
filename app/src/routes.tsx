import { nestedEntryPaths, routePaths } from '@platform/domain';
import { createElement } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { redirectByDevice } from './boot/deviceRedirects.ts';
import { RootLayout } from './layout/RootLayout.tsx';
import { handle, lazyPage } from './layout/routeEntries.ts';
import { accountRoutes } from './pages/account/accountRoutes.ts';
import { engagementRoutes } from './pages/engagement/engagementRoutes.ts';
import { helpRoutes } from './pages/help/helpRoutes.ts';
import { messageRoutes } from './pages/messages/messageRoutes.ts';
import { saferPlayRoutes } from './pages/saferPlay/saferPlayRoutes.ts';
import { securityRoutes } from './pages/security/securityRoutes.ts';

/** Sends `from` on to `to`, keeping the query string (an invite code, a handoff flag). */
const forwardTo =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${to}${new URL(request.url).search}`);

const homePage = lazyPage(() => import('./pages/home/HomePage.tsx'));

/**
 * The member app's routes, all exact matches. Add a page with one entry here or in its area's route list (path
 * from `routePaths`, a lazy module, the nav-bar title) and one line in routes.test.tsx; see app/README.md.
 */
export const pageRoutes: RouteObject[] = [
  { path: routePaths.root, loader: forwardTo(routePaths.home) },
  // The home without chrome, for a frame that embeds it (an operator's portal, the native shell's tab).
  { path: routePaths.embedded, lazy: homePage, handle: handle({ chrome: 'none', shellStringsOnly: true }) },
  {
    // The console composer's phone preview (issue 25): the only page another page (the console) may frame.
    path: routePaths.composerPreview,
    lazy: lazyPage(() => import('./pages/composerPreview/ComposerPreviewPage.tsx')),
    handle: handle({ chrome: 'bare' }),
  },
  {
    path: routePaths.home,
    loader: redirectByDevice(),
    lazy: homePage,
    handle: handle({ title: 'siteName', shellStringsOnly: true }),
  },
  {
    // Desktop browsers land here from /app/home; phones are sent back (boot/deviceKind.ts decides).
    path: routePaths.desktopHome,
    loader: redirectByDevice(),
    lazy: lazyPage(() => import('./pages/desktop/DesktopLandingPage.tsx')),
    handle: handle({ chrome: 'none' }),
  },
  {
    path: routePaths.userCentre,
    lazy: lazyPage(() => import('./pages/center/UserCentrePage.tsx')),
    handle: handle({ title: 'userCentre' }),
  },
  { path: routePaths.entry, loader: forwardTo(routePaths.login) },
  { path: nestedEntryPaths.login, loader: forwardTo(routePaths.login) },
  { path: nestedEntryPaths.register, loader: forwardTo(routePaths.register) },
  {
    // `/entry` with its children `/login` and `/register` (spec §2): one layout switching between the two.
    lazy: lazyPage(() => import('./pages/entry/EntryLayout.tsx')),
    children: [
      {
        path: routePaths.login,
        lazy: lazyPage(() => import('./pages/entry/LoginPage.tsx')),
        handle: handle({ title: 'login', back: true }),
      },
      {
        path: routePaths.register,
        lazy: lazyPage(() => import('./pages/entry/RegisterPage.tsx')),
        handle: handle({ title: 'register', back: true }),
      },
    ],
  },
  {
    path: routePaths.forgetPassword,
    lazy: lazyPage(() => import('./pages/forgetPassword/ForgetPasswordPage.tsx')),
    handle: handle({ title: 'forgetPassword', back: true }),
  },
  // Finance and withdrawal accounts (issue 10).
  {
    path: routePaths.deposit,
    lazy: lazyPage(() => import('./pages/finance/DepositPage.tsx')),
    handle: handle({ title: 'deposit', back: true }),
  },
  {
    path: routePaths.depositInfo,
    lazy: lazyPage(() => import('./pages/finance/DepositInfoPage.tsx')),
    handle: handle({ title: 'depositInfo', back: true, parent: routePaths.deposit }),
  },
  {
    path: routePaths.withdraw,
    lazy: lazyPage(() => import('./pages/finance/WithdrawPage.tsx')),
    handle: handle({ title: 'withdraw', back: true }),
  },
  {
    path: routePaths.transfer,
    lazy: lazyPage(() => import('./pages/finance/TransferPage.tsx')),
    handle: handle({ title: 'transfer', back: true }),
  },
  {
    path: routePaths.myAssets,
    lazy: lazyPage(() => import('./pages/finance/MyAssetsPage.tsx')),
    handle: handle({ title: 'myAssets', back: true }),
  },
  {
    path: routePaths.cards,
    lazy: lazyPage(() => import('./pages/cards/CardsPage.tsx')),
    handle: handle({ title: 'cards', back: true }),
  },
  {
    path: routePaths.cardsBankDetail,
    lazy: lazyPage(() => import('./pages/cards/BankDetailPage.tsx')),
    handle: handle({ title: 'cardsBankDetail', back: true, parent: routePaths.cards }),
  },
  {
    path: routePaths.cardsAddBankCard,
    lazy: lazyPage(() => import('./pages/cards/AddBankCardPage.tsx')),
    handle: handle({ title: 'cardsAddBankCard', back: true, parent: routePaths.cards }),
  },
  {
    path: routePaths.cardsAddVirtualCoin,
    lazy: lazyPage(() => import('./pages/cards/AddVirtualCoinPage.tsx')),
    handle: handle({ title: 'cardsAddVirtualCoin', back: true, parent: routePaths.cards }),
  },
  {
    path: routePaths.cardsAddAlipay,
    lazy: lazyPage(() => import('./pages/cards/AddAlipayPage.tsx')),
    handle: handle({ title: 'cardsAddAlipay', back: true, parent: routePaths.cards }),
  },
  // Records and games (issue 10).
  {
    path: routePaths.bettingRecord,
    lazy: lazyPage(() => import('./pages/records/BettingRecordPage.tsx')),
    handle: handle({ title: 'bettingRecord', back: true }),
  },
  {
    path: routePaths.transactionRecord,
    lazy: lazyPage(() => import('./pages/records/TransactionRecordPage.tsx')),
    handle: handle({ title: 'transactionRecord', back: true }),
  },
  {
    path: routePaths.transactionDetail,
    lazy: lazyPage(() => import('./pages/records/TransactionDetailPage.tsx')),
    handle: handle({ title: 'transactionDetail', back: true, parent: routePaths.transactionRecord }),
  },
  {
    path: routePaths.redemptionRecord,
    lazy: lazyPage(() => import('./pages/records/RedemptionRecordPage.tsx')),
    handle: handle({ title: 'redemptionRecord', back: true }),
  },
  {
    path: routePaths.redemptionDetail,
    lazy: lazyPage(() => import('./pages/records/RedemptionDetailPage.tsx')),
    handle: handle({ title: 'redemptionDetail', back: true, parent: routePaths.redemptionRecord }),
  },
  {
    path: routePaths.gameLaunch,
    lazy: lazyPage(() => import('./pages/games/GameLaunchPage.tsx')),
    // Named by the game: its name is in the launch path (routePaths.gameLaunch's `:title`).
    handle: handle({ title: 'gameLaunch', titleParam: 'title', back: true }),
  },
  {
    // Where a venue sends the member back to: no chrome, it forwards at once.
    path: routePaths.venueBack,
    // Games launch only from the composed home (its game grid and recommended matches), so that is where the
    // member goes back to: its module loads beside this one instead of after this page has rendered.
    lazy: lazyPage(() =>
      Promise.all([import('./pages/games/VenueBackPage.tsx'), import('./pages/home/HomePage.tsx')]).then(
        ([venueBack]) => venueBack,
      ),
    ),
    handle: handle({ chrome: 'none' }),
  },
  ...accountRoutes,
  ...securityRoutes,
  ...messageRoutes,
  ...engagementRoutes,
  ...saferPlayRoutes,
  ...helpRoutes,
  {
    path: '*',
    lazy: lazyPage(() => import('./pages/notFound/NotFoundPage.tsx')),
    handle: handle({ title: 'notFound', back: true }),
  },
];

/** The whole table: every page inside the root layout (frame, online status, hijack notice). */
export const appRoutes: RouteObject[] = [
  {
    element: createElement(RootLayout),
    children: pageRoutes.map((route) => ({ ...route, caseSensitive: true })),
  },
];

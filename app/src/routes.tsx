import { nestedEntryPaths, routePaths } from '@platform/domain';
import type { AppRoute, Forward } from './boot/appRoute.ts';
import { forwardByDevice } from './boot/deviceRedirects.ts';
import { lazyPage } from './boot/lazyPage.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { handle } from './layout/routeEntries.ts';
import { accountRoutes } from './pages/account/accountRoutes.ts';
import { engagementRoutes } from './pages/engagement/engagementRoutes.ts';
import { helpRoutes } from './pages/help/helpRoutes.ts';
import { messageRoutes } from './pages/messages/messageRoutes.ts';
import { saferPlayRoutes } from './pages/saferPlay/saferPlayRoutes.ts';
import { securityRoutes } from './pages/security/securityRoutes.ts';

/** Sends `from` on to `to`, keeping the query string (an invite code, a handoff flag). */
const forwardTo =
  (to: string): Forward =>
  ({ search }) =>
    `${to}${search}`;

const homePage = lazyPage(() => import('./pages/home/HomePage.tsx'));

/**
 * The member app's routes, all exact matches. Add a page with one entry here or in its area's route list (path
 * from `routePaths`, a lazy module, the nav-bar title) and one line in routes.test.tsx; see app/README.md.
 */
export const pageRoutes: AppRoute[] = [
  { path: routePaths.root, forward: forwardTo(routePaths.home) },
  // The home without chrome, for a frame that embeds it (an operator's portal, the native shell's tab).
  { path: routePaths.embedded, page: homePage, handle: handle({ chrome: 'none', shellStringsOnly: true }) },
  {
    // The console composer's phone preview (issue 25): the only page another page (the console) may frame.
    path: routePaths.composerPreview,
    page: lazyPage(() => import('./pages/composerPreview/ComposerPreviewPage.tsx')),
    handle: handle({ chrome: 'bare' }),
  },
  {
    path: routePaths.home,
    forward: forwardByDevice,
    page: homePage,
    handle: handle({ title: 'siteName', shellStringsOnly: true }),
  },
  {
    // Desktop browsers land here from /app/home; phones are sent back (boot/deviceKind.ts decides).
    path: routePaths.desktopHome,
    forward: forwardByDevice,
    page: lazyPage(() => import('./pages/desktop/DesktopLandingPage.tsx')),
    handle: handle({ chrome: 'none' }),
  },
  {
    path: routePaths.userCentre,
    page: lazyPage(() => import('./pages/center/UserCentrePage.tsx')),
    handle: handle({ title: 'userCentre' }),
  },
  { path: routePaths.entry, forward: forwardTo(routePaths.login) },
  { path: nestedEntryPaths.login, forward: forwardTo(routePaths.login) },
  { path: nestedEntryPaths.register, forward: forwardTo(routePaths.register) },
  {
    // `/entry` with its children `/login` and `/register` (spec §2): one layout switching between the two.
    page: lazyPage(() => import('./pages/entry/EntryLayout.tsx')),
    children: [
      {
        path: routePaths.login,
        page: lazyPage(() => import('./pages/entry/LoginPage.tsx')),
        handle: handle({ title: 'login', back: true }),
      },
      {
        path: routePaths.register,
        page: lazyPage(() => import('./pages/entry/RegisterPage.tsx')),
        handle: handle({ title: 'register', back: true }),
      },
    ],
  },
  {
    path: routePaths.forgetPassword,
    page: lazyPage(() => import('./pages/forgetPassword/ForgetPasswordPage.tsx')),
    handle: handle({ title: 'forgetPassword', back: true }),
  },
  // Finance and withdrawal accounts (issue 10).
  {
    path: routePaths.deposit,
    page: lazyPage(() => import('./pages/finance/DepositPage.tsx')),
    handle: handle({ title: 'deposit', back: true }),
  },
  {
    path: routePaths.depositInfo,
    page: lazyPage(() => import('./pages/finance/DepositInfoPage.tsx')),
    handle: handle({ title: 'depositInfo', back: true, parent: routePaths.deposit }),
  },
  {
    path: routePaths.withdraw,
    page: lazyPage(() => import('./pages/finance/WithdrawPage.tsx')),
    handle: handle({ title: 'withdraw', back: true }),
  },
  {
    path: routePaths.transfer,
    page: lazyPage(() => import('./pages/finance/TransferPage.tsx')),
    handle: handle({ title: 'transfer', back: true }),
  },
  {
    path: routePaths.myAssets,
    page: lazyPage(() => import('./pages/finance/MyAssetsPage.tsx')),
    handle: handle({ title: 'myAssets', back: true }),
  },
  {
    path: routePaths.cards,
    page: lazyPage(() => import('./pages/cards/CardsPage.tsx')),
    handle: handle({ title: 'cards', back: true }),
  },
  {
    path: routePaths.cardsBankDetail,
    page: lazyPage(() => import('./pages/cards/BankDetailPage.tsx')),
    handle: handle({ title: 'cardsBankDetail', back: true, parent: routePaths.cards }),
  },
  {
    path: routePaths.cardsAddBankCard,
    page: lazyPage(() => import('./pages/cards/AddBankCardPage.tsx')),
    handle: handle({ title: 'cardsAddBankCard', back: true, parent: routePaths.cards }),
  },
  {
    path: routePaths.cardsAddVirtualCoin,
    page: lazyPage(() => import('./pages/cards/AddVirtualCoinPage.tsx')),
    handle: handle({ title: 'cardsAddVirtualCoin', back: true, parent: routePaths.cards }),
  },
  {
    path: routePaths.cardsAddAlipay,
    page: lazyPage(() => import('./pages/cards/AddAlipayPage.tsx')),
    handle: handle({ title: 'cardsAddAlipay', back: true, parent: routePaths.cards }),
  },
  // Records and games (issue 10).
  {
    path: routePaths.bettingRecord,
    page: lazyPage(() => import('./pages/records/BettingRecordPage.tsx')),
    handle: handle({ title: 'bettingRecord', back: true }),
  },
  {
    path: routePaths.transactionRecord,
    page: lazyPage(() => import('./pages/records/TransactionRecordPage.tsx')),
    handle: handle({ title: 'transactionRecord', back: true }),
  },
  {
    path: routePaths.transactionDetail,
    page: lazyPage(() => import('./pages/records/TransactionDetailPage.tsx')),
    handle: handle({ title: 'transactionDetail', back: true, parent: routePaths.transactionRecord }),
  },
  {
    path: routePaths.redemptionRecord,
    page: lazyPage(() => import('./pages/records/RedemptionRecordPage.tsx')),
    handle: handle({ title: 'redemptionRecord', back: true }),
  },
  {
    path: routePaths.redemptionDetail,
    page: lazyPage(() => import('./pages/records/RedemptionDetailPage.tsx')),
    handle: handle({ title: 'redemptionDetail', back: true, parent: routePaths.redemptionRecord }),
  },
  {
    path: routePaths.gameLaunch,
    page: lazyPage(() => import('./pages/games/GameLaunchPage.tsx')),
    // Named by the game: its name is in the launch path (routePaths.gameLaunch's `:title`).
    handle: handle({ title: 'gameLaunch', titleParam: 'title', back: true }),
  },
  {
    // Where a venue sends the member back to: no chrome, it forwards at once.
    path: routePaths.venueBack,
    // Games launch only from the composed home (its game grid and recommended matches), so that is where the
    // member goes back to: its module loads beside this one instead of after this page has rendered.
    page: lazyPage(() =>
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
    page: lazyPage(() => import('./pages/notFound/NotFoundPage.tsx')),
    handle: handle({ title: 'notFound', back: true }),
  },
];

/** The whole table: every page inside the root layout (frame, online status, hijack notice). */
export const appRoutes: AppRoute[] = [
  {
    layout: RootLayout,
    children: pageRoutes.map((route) => ({ ...route, caseSensitive: true })),
  },
];

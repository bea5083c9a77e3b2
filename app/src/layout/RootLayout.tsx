import { contentLocale, routePaths } from '@platform/domain';
import {
  AppShell,
  NavBar,
  OnlineStatus,
  SiteLogo,
  useLocale,
  useMessages,
  visuallyHidden,
} from '@platform/ui';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { StatisticsScripts } from '../analytics/StatisticsScripts.tsx';
import { usePageViews } from '../analytics/usePageViews.ts';
import { useAppRuntime, useHijackNoticeRaised } from '../boot/AppRuntimeContext.tsx';
import { matchAppRoutes } from '../boot/appRoute.ts';
import { PageCommitted } from '../boot/pageCommitted.tsx';
import { revealLivePage } from '../boot/placeLeftSnapshot.ts';
import { whenIdle } from '../boot/whenIdle.ts';
import { shellCatalog } from '../i18n/shellCatalog.ts';
import { goBack } from './goBack.ts';
import { PageLoadBoundary } from './PageLoadBoundary.tsx';
import { PageStrings } from './PageStrings.tsx';
import { currentHandle, pageNameOf, type RouteHandle } from './routeHandle.ts';
import { SiteTabBar, useIsTabPage } from './SiteTabBar.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

/**
 * Every page's frame: nav bar, the page, the site's tab bar on tab pages, the online status, the hijack notice, the
 * sign-in link prompt.
 */
export function RootLayout() {
  const { routes } = useAppRuntime();
  const { pathname } = useLocation();
  // The handle of the page shown and its name (a game's, from the path), once per path.
  const { handle, pageName } = useMemo(() => {
    const matches = matchAppRoutes(routes, pathname);
    const current = currentHandle(matches);
    return { handle: current, pageName: pageNameOf(current, matches) };
  }, [routes, pathname]);
  useLivePageShown();
  // The composer's preview shows an operator's working copy, not a member's page: no frame, no page views, no
  // statistics scripts, no member services.
  return handle.chrome === 'bare' ? (
    <PageOutlet handle={handle} />
  ) : (
    <MemberFrame handle={handle} pageName={pageName} />
  );
}

function MemberFrame({ handle, pageName }: { handle: RouteHandle; pageName: string | undefined }) {
  usePageViews();
  useDocumentTitle(handle, pageName);
  return (
    <>
      {handle.chrome === 'none' ? (
        <FramelessPage handle={handle} />
      ) : (
        <FramedPage handle={handle} pageName={pageName} />
      )}
      <OnlineStatus />
      <HijackNotice />
      <StatisticsScripts />
      <IdleServicesWhenIdle />
      <SignInLinkPrompt />
    </>
  );
}

/**
 * Back from a game, the page left is painted before the app runs and its own page takes over when rendered; when
 * the way back leads elsewhere (the session ended, the place was not the home), the first page shown takes over.
 */
function useLivePageShown() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname !== routePaths.venueBack) revealLivePage(document);
  }, [pathname]);
}

/**
 * A page for an embedding frame: no nav or tab bar, but still one `<main>` landmark and a heading (hidden, the
 * site's name), so assistive technology finds its way in as on every other page.
 */
function FramelessPage({ handle }: { handle: RouteHandle }) {
  const { config } = useAppRuntime();
  const locale = useLocale();
  return (
    <AppShell>
      <h1 className={visuallyHidden}>{config.displayName[contentLocale(locale)]}</h1>
      <PageOutlet handle={handle} />
    </AppShell>
  );
}

function FramedPage({ handle, pageName }: { handle: RouteHandle; pageName: string | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  const isTabPage = useIsTabPage(location.pathname);
  return (
    <AppShell
      navBar={
        handle.title === undefined ? undefined : (
          <NavBar
            title={pageName ?? <PageTitle title={handle.title} />}
            onBack={
              handle.back ? () => goBack(navigate, location, handle.parent ?? routePaths.home) : undefined
            }
          />
        )
      }
      tabBar={isTabPage ? <SiteTabBar /> : undefined}
    >
      <PageOutlet handle={handle} />
    </AppShell>
  );
}

/**
 * The page, with the pages' strings unless it reads only the frame's and home's (the home), in its own Suspense
 * boundary: hydrating server HTML, React hydrates the frame in one task and a boundary's content afterwards in 5 ms
 * slices (selective hydration), so the home's hydration no longer blocks the phone's main thread for hundreds of
 * milliseconds (issue 20, TBT). Taps kept before the script ran are replayed once this boundary has committed
 * (boot/pageCommitted.tsx). The fallback is never shown on a hydrated load (the HTML stays until it has hydrated).
 * A page whose module or strings fail to load shows the page-error state in its place (layout/PageLoadBoundary.tsx).
 */
function PageOutlet({ handle }: { handle: RouteHandle }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <PageCommitted />
      <PageLoadBoundary pathname={pathname}>
        {handle.shellStringsOnly ? (
          <Outlet />
        ) : (
          <PageStrings>
            <Outlet />
          </PageStrings>
        )}
      </PageLoadBoundary>
    </Suspense>
  );
}

function PageTitle({ title }: { title: NonNullable<RouteHandle['title']> }) {
  const titles = useMessages(shellCatalog).pageTitles;
  // The site's own pages are titled by its logo, whose alt text is the site's name.
  return title === 'siteName' ? <SiteLogo /> : titles[title];
}

const IdleServices = lazy(() => import('./IdleServices.tsx'));

/**
 * The service worker's notices and the live event stream (layout/IdleServices.tsx) have nothing to show at first
 * paint: their module, with the app-update machine, workbox-window and the stream's mount, loads once the browser is
 * idle after it, off the first paint's downloads.
 */
function IdleServicesWhenIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <IdleServices />
    </Suspense>
  ) : null;
}

const RaisedHijackNotice = lazy(() => import('./HijackNotice.tsx'));

function HijackNotice() {
  const raised = useHijackNoticeRaised();
  return raised ? (
    <Suspense fallback={null}>
      <RaisedHijackNotice />
    </Suspense>
  ) : null;
}

const SignInHandoffPrompt = lazy(() => import('./SignInHandoffPrompt.tsx'));

/** Only a page load that came with a sign-in link (`?token=`) downloads the prompt and its dialog. */
function SignInLinkPrompt() {
  const { handoffCode } = useAppRuntime();
  const [arrived] = useState(() => handoffCode.peek() !== null);
  return arrived ? (
    <Suspense fallback={null}>
      <PageStrings>
        <SignInHandoffPrompt />
      </PageStrings>
    </Suspense>
  ) : null;
}

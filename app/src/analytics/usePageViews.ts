import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../boot/AppRuntimeContext.tsx';
import { sendPageView } from './sendPageView.ts';

/**
 * One page view per route change (spec §2), mounted once in the root layout. Only the path is reported (a query
 * string can carry a token or an invite code); a change of query or hash alone is not a new page, and a second
 * run of the effect for the same path (React's strict mode, a re-render) sends nothing.
 */
export function usePageViews(): void {
  const { analytics } = useSiteConfig();
  const { pathname } = useLocation();
  const lastReported = useRef<string | null>(null);
  useEffect(() => {
    if (lastReported.current === pathname) return;
    lastReported.current = pathname;
    sendPageView(analytics, { path: pathname });
  }, [analytics, pathname]);
}

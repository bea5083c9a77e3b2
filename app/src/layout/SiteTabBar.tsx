import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient, useAppRuntime, useSignedIn } from '../boot/AppRuntimeContext.tsx';
import { unreadCountQuery } from '../data/member.ts';
import { ConfigTabBar } from './ConfigTabBar.tsx';

/** The site's tab bar in the app: client-side navigation and the member's unread count. */
export function SiteTabBar() {
  const client = useApiClient();
  const { config } = useAppRuntime();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const unread = useQuery({ ...unreadCountQuery(client), enabled: signedIn });
  return (
    <ConfigTabBar
      tabs={config.tabBar}
      current={pathname}
      unread={unread.data}
      onNavigate={(path, event) => {
        event.preventDefault();
        navigate(path);
      }}
    />
  );
}

/** Whether `pathname` is one of the site's tabs (only those pages show the tab bar). */
export function useIsTabPage(pathname: string): boolean {
  const { config } = useAppRuntime();
  return config.tabBar.some((tab) => tab.path === pathname);
}

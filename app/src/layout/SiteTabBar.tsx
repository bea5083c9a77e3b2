import { routePaths } from '@platform/domain';
import { TabBar, TabBarIcon, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppRuntime, useSignedIn } from '../boot/AppRuntimeContext.tsx';
import { unreadCountQuery } from '../data/member.ts';
import { tabBarMessages } from '../i18n/tabBar.messages.ts';

/** The tab bar the site config composes (which tabs, order, icon, label), with the unread badge on the user centre. */
export function SiteTabBar() {
  const { config, client } = useAppRuntime();
  const text = useMessages(tabBarMessages);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const unread = useQuery({ ...unreadCountQuery(client), enabled: signedIn });
  return (
    <TabBar
      items={config.tabBar.map((tab) => ({
        value: tab.path,
        href: tab.path,
        label: text[tab.labelKey],
        icon: <TabBarIcon name={tab.icon} />,
        count: tab.path === routePaths.userCentre ? unread.data : undefined,
      }))}
      value={pathname}
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

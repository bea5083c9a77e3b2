import { routePaths } from '@platform/domain';
import type { TabBarEntry } from '@platform/site-config';
import { TabBar, TabBarIcon, uiCatalog, useMessages } from '@platform/ui';
import type { MouseEvent } from 'react';

export type ConfigTabBarProps = {
  /** The site config's `tabBar`: which tabs, in which order, with which label key and icon. */
  tabs: readonly TabBarEntry[];
  /** The current page's path. */
  current: string;
  /** Unread messages, badged on the user-centre tab. */
  unread: number | undefined;
  onNavigate: (path: string, event: MouseEvent<HTMLAnchorElement>) => void;
};

/** The tab bar a site config composes; the app and the Storybook previews both draw it from here. */
export function ConfigTabBar({ tabs, current, unread, onNavigate }: ConfigTabBarProps) {
  const text = useMessages(uiCatalog).tabBar;
  return (
    <TabBar
      items={tabs.map((tab) => ({
        value: tab.path,
        href: tab.path,
        label: text[tab.labelKey],
        icon: <TabBarIcon name={tab.icon} />,
        count: tab.path === routePaths.userCentre ? unread : undefined,
      }))}
      value={current}
      onNavigate={onNavigate}
    />
  );
}

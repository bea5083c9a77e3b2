import { routePaths } from '@platform/domain';
import {
  defaultTabBar,
  type SiteConfig,
  TAB_BAR_MAX_TABS,
  TAB_BAR_MIN_TABS,
  type TabBarEntry,
  tabBarLabelKeys,
  tabBarPaths,
} from '@platform/site-config';

type TabBar = SiteConfig['tabBar'];

export const mayAddTab = (tabs: TabBar) => tabs.length < TAB_BAR_MAX_TABS;
export const mayRemoveTab = (tabs: TabBar) => tabs.length > TAB_BAR_MIN_TABS;

/**
 * The tab an operator adds at the end: the first tab of the default bar whose label and route are both unused, else
 * a label no tab shows yet (with its pictogram) and a route no tab opens yet, since the validator refuses a route
 * twice. The operator then picks what the site needs.
 */
export function newTab(tabs: TabBar): TabBarEntry {
  const unshown = (labelKey: string) => !tabs.some((existing) => existing.labelKey === labelKey);
  const unopened = (path: string) => !tabs.some((existing) => existing.path === path);
  const suggested = defaultTabBar.find((tab) => unshown(tab.labelKey) && unopened(tab.path));
  if (suggested) return { ...suggested };
  const labelKey = tabBarLabelKeys.find(unshown);
  return {
    labelKey: labelKey ?? 'home',
    icon: labelKey ?? 'home',
    path: tabBarPaths.find(unopened) ?? routePaths.home,
  };
}

export { AppShell, type AppShellProps } from './AppShell.tsx';
export { NavBar, NavBarAction, type NavBarProps } from './NavBar.tsx';
export { SiteLogo } from './SiteLogo.tsx';
export { TabBar, type TabBarItem, type TabBarProps } from './TabBar.tsx';
export { TabBarIcon, type TabBarIconName } from './TabBarIcon.tsx';

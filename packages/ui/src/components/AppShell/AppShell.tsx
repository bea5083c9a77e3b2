import type { ReactNode } from 'react';
import * as styles from './AppShell.css.ts';

export type AppShellProps = {
  /** Usually a `NavBar`. */
  navBar?: ReactNode;
  /** Usually a `TabBar` (the home-level pages). */
  tabBar?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every page: nav bar on top, the page in `<main>`, tab bar at the bottom; each
 * clears the device's safe areas (notch, home indicator).
 */
export function AppShell({ navBar, tabBar, children }: AppShellProps) {
  return (
    <div className={styles.shell}>
      {navBar}
      <main className={styles.main}>{children}</main>
      {tabBar}
    </div>
  );
}

import type { MouseEvent, ReactNode } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Badge } from '../Badge/Badge.tsx';
import * as styles from './AppShell.css.ts';

export type TabBarItem<Value extends string> = {
  value: Value;
  label: string;
  /** Decorative; the label names the tab. */
  icon: ReactNode;
  href: string;
  /** Unread count shown on the icon. */
  count?: number;
};

export type TabBarProps<Value extends string> = {
  items: readonly TabBarItem<Value>[];
  /** The current page's item. */
  value: Value;
  /**
   * Lets a client-side router take over: call `event.preventDefault()` and navigate. Without it the
   * links navigate as plain links.
   */
  onNavigate?: (value: Value, event: MouseEvent<HTMLAnchorElement>) => void;
};

/** The bottom navigation between home-level pages: real links, the current one marked for screen readers. */
export function TabBar<Value extends string>({ items, value, onNavigate }: TabBarProps<Value>) {
  const text = useMessages(uiCatalog).appShell;
  return (
    <nav className={styles.tabBar} aria-label={text.mainNavigation}>
      <ul className={styles.tabList}>
        {items.map((item) => (
          <li key={item.value} className={styles.tabItem}>
            <a
              className={styles.tabLink}
              href={item.href}
              aria-current={item.value === value ? 'page' : undefined}
              onClick={onNavigate === undefined ? undefined : (event) => onNavigate(item.value, event)}
            >
              <span className={styles.tabIcon} aria-hidden="true">
                {item.icon}
              </span>
              {item.label}
              {item.count === undefined || item.count <= 0 ? null : (
                <span className={styles.tabBadge}>
                  <Badge count={item.count} />
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

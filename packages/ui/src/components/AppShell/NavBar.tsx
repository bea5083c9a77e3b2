import type { ReactNode } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as styles from './AppShell.css.ts';

export type NavBarProps = {
  /** The page's title: its one `<h1>`. */
  title: ReactNode;
  /** Shows the back button. */
  onBack?: () => void;
  /** Buttons or links at the end (customer service, records). Give icon-only ones an aria-label. */
  actions?: ReactNode;
};

export function NavBar({ title, onBack, actions }: NavBarProps) {
  const text = useMessages(uiCatalog).appShell;
  return (
    <header className={styles.navBar}>
      <div className={styles.navStart}>
        {onBack === undefined ? null : (
          // Raw <button>: an icon-only navigation bar control with the bar's own colours, not a labelled Button.
          <button type="button" className={styles.iconButton} onClick={onBack} aria-label={text.back}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      <h1 className={styles.navTitle}>{title}</h1>
      <div className={styles.navEnd}>{actions}</div>
    </header>
  );
}

/** An icon-only nav bar action; `label` is its accessible name. */
export function NavBarAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}

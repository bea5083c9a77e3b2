import type { QuickActionKind } from '@platform/site-config';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Ref } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as styles from './QuickActions.css.ts';
import { quickActionIcons } from './QuickActions.icons.tsx';

export type QuickActionsProps = {
  /** The site's shortcuts, in order (a site config's `quickActions` block). */
  actions: readonly QuickActionKind[];
  onAction: (action: QuickActionKind) => void;
  ref?: Ref<HTMLElement>;
};

/** Up to five tiles share a row; more wrap into two even rows, so no tile is narrower than a thumb. */
function columnsFor(count: number): number {
  return count <= 5 ? count : Math.ceil(count / 2);
}

/** The home page's row of labelled shortcut tiles (deposit, withdraw, VIP …); nothing when a site has none. */
export function QuickActions({ actions, onAction, ref }: QuickActionsProps) {
  const text = useMessages(uiCatalog).quickActions;
  if (actions.length === 0) {
    return null;
  }
  return (
    <nav ref={ref} aria-label={text.label}>
      <ul
        className={styles.grid}
        style={assignInlineVars({ [styles.columnsVar]: String(columnsFor(actions.length)) })}
      >
        {actions.map((action) => (
          <li key={action}>
            {/* Raw <button>: an icon-over-label grid tile, not a labelled Button. */}
            <button type="button" className={styles.action} onClick={() => onAction(action)}>
              <span className={styles.icon}>
                <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true">
                  {quickActionIcons[action]}
                </svg>
              </span>
              {text.actions[action]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

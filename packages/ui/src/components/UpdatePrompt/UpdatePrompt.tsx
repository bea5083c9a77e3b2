import { useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './UpdatePrompt.css.ts';

/** The service worker's states (spec §4) plus nothing to say. */
export const updatePromptStates = ['idle', 'needRefresh', 'offlineReady'] as const;
export type UpdatePromptState = (typeof updatePromptStates)[number];

export type UpdatePromptProps = {
  state: UpdatePromptState;
  /** Activates the waiting service worker and reloads the page. */
  onReload: () => void;
  onDismiss: () => void;
  /** True while the reload is under way. */
  reloading?: boolean;
};

/**
 * Non-modal card offering the new version (need-refresh) or confirming offline readiness; it never
 * blocks the page, and the member decides when to reload.
 */
export function UpdatePrompt({ state, onReload, onDismiss, reloading = false }: UpdatePromptProps) {
  const text = useMessages(uiCatalog).updatePrompt;
  const titleId = useId();
  switch (state) {
    case 'idle':
      return null;
    case 'needRefresh':
      return (
        <section className={styles.prompt} aria-labelledby={titleId} aria-live="polite">
          <h2 id={titleId} className={styles.title}>
            {text.newVersion}
          </h2>
          <p className={styles.detail}>{text.newVersionDetail}</p>
          <div className={styles.actions}>
            <Button tone="secondary" onClick={onDismiss}>
              {text.later}
            </Button>
            <Button onClick={onReload} loading={reloading}>
              {text.reload}
            </Button>
          </div>
        </section>
      );
    case 'offlineReady':
      return (
        <section className={styles.prompt} aria-labelledby={titleId} aria-live="polite">
          <h2 id={titleId} className={styles.title}>
            {text.offlineReady}
          </h2>
          <div className={styles.actions}>
            <Button tone="secondary" onClick={onDismiss}>
              {text.gotIt}
            </Button>
          </div>
        </section>
      );
    default:
      return state satisfies never;
  }
}

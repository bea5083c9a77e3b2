import { useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import { Toast } from '../Toast/Toast.tsx';
import * as styles from './UpdatePrompt.css.ts';

/** The service worker's states (spec §4) plus nothing to say. */
export const updatePromptStates = ['idle', 'needRefresh', 'offlineReady'] as const;
export type UpdatePromptState = (typeof updatePromptStates)[number];

export type UpdatePromptProps = {
  state: UpdatePromptState;
  /** Activates the waiting service worker and reloads the page. */
  onReload: () => void;
  /** "Later" on the new-version card. */
  onDismiss: () => void;
  /** True while the reload is under way. */
  reloading?: boolean;
};

/**
 * The service worker's word to the member: a non-modal card offering the new version (need-refresh; the member
 * decides when to reload), or a passing toast confirming offline readiness that nothing has to be tapped away.
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
      // A note, not a question (issue 21 item 5): a small polite toast under the nav bar that lets every tap through to
      // the page under it (the sign-in button, a game's controls); the app takes it away after a few seconds.
      return (
        <div className={styles.offlineReadyNote} role="status" aria-live="polite">
          <Toast tone="info">{text.offlineReady}</Toast>
        </div>
      );
    default:
      return state satisfies never;
  }
}

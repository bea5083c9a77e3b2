import { type Ref, useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/index.ts';
import { promptActions, promptMessage, promptTitle } from '../Layout/prompt.css.ts';
import * as styles from './WithdrawPasswordPrompt.css.ts';

export type WithdrawPasswordPromptProps = {
  /** Goes to /setting/wpassword. */
  onSetPassword: () => void;
  /** Leaves the blocked page; omitted where there is nowhere else to go. */
  onDismiss?: (() => void) | undefined;
  ref?: Ref<HTMLElement>;
};

/**
 * Shown instead of the withdrawal form or the add-account form while the withdrawal password is
 * enabled but not set (domain `isToSet`): the spec's safety message and the way to set it.
 */
export function WithdrawPasswordPrompt({ onSetPassword, onDismiss, ref }: WithdrawPasswordPromptProps) {
  const text = useMessages(uiCatalog).withdrawPasswordPrompt;
  const titleId = useId();
  const messageId = useId();
  return (
    <section ref={ref} className={styles.prompt} aria-labelledby={titleId} aria-describedby={messageId}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm-1 6h2v6h-2zm0 8h2v2h-2z" />
      </svg>
      <h2 id={titleId} className={promptTitle}>
        {text.title}
      </h2>
      <p id={messageId} className={promptMessage}>
        {text.message}
      </p>
      <div className={promptActions}>
        <Button block onClick={onSetPassword}>
          {text.setPassword}
        </Button>
        {onDismiss ? (
          <Button block tone="ghost" onClick={onDismiss}>
            {text.later}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

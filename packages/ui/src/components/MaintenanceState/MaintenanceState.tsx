import { useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './MaintenanceState.css.ts';

export const maintenanceScopes = ['site', 'game'] as const;
export type MaintenanceScope = (typeof maintenanceScopes)[number];

export type MaintenanceStateProps = {
  /** The whole site or one game (spec §4: either may be under maintenance). */
  scope: MaintenanceScope;
  /** Replaces the default explanation (an operator's announcement). */
  message?: string;
  /** When service is expected back, already formatted for the member's locale and time zone. */
  expectedBackAt?: string;
  onRetry?: () => void;
  /** Customer-service link. */
  contactHref?: string;
};

export function MaintenanceState({
  scope,
  message,
  expectedBackAt,
  onRetry,
  contactHref,
}: MaintenanceStateProps) {
  const text = useMessages(uiCatalog).maintenanceState;
  const titleId = useId();
  const scoped =
    scope === 'site'
      ? { title: text.siteTitle, message: text.siteMessage }
      : { title: text.gameTitle, message: text.gameMessage };
  return (
    <section className={styles.state} aria-labelledby={titleId}>
      <svg className={styles.icon} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle cx="36" cy="36" r="32" fill="none" stroke="currentColor" strokeWidth="4" />
        <path
          d="M24 46l14-14m4-8a8 8 0 01-10 10M38 28l6-6"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <h2 id={titleId} className={styles.title}>
        {scoped.title}
      </h2>
      <p className={styles.message}>{message ?? scoped.message}</p>
      {expectedBackAt === undefined ? null : <p className={styles.until}>{text.until(expectedBackAt)}</p>}
      {onRetry === undefined && contactHref === undefined ? null : (
        <div className={styles.actions}>
          {onRetry === undefined ? null : <Button onClick={onRetry}>{text.retry}</Button>}
          {contactHref === undefined ? null : (
            <a className={styles.link} href={contactHref}>
              {text.contact}
            </a>
          )}
        </div>
      )}
    </section>
  );
}

import type { CurrencyDisplay, MinorUnits } from '@platform/domain';
import { type Ref, useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { MoneyDisplay } from '../MoneyDisplay/index.ts';
import * as styles from './VipCard.css.ts';

export type VipCardProps = {
  level: number;
  levelName?: string;
  /** The next level and what it still takes; absent at the top level. */
  next?: { level: number; currentMinor: MinorUnits; requiredMinor: MinorUnits } | undefined;
  /** Draws the progress bar toward the next level (what it still takes is always said). */
  showProgress?: boolean;
  currency: CurrencyDisplay;
  onViewPrivileges?: () => void;
  loading?: boolean;
  ref?: Ref<HTMLElement>;
};

/** The member's VIP level with a progress bar toward the next one. */
export function VipCard({
  level,
  levelName,
  next,
  showProgress = true,
  currency,
  onViewPrivileges,
  loading = false,
  ref,
}: VipCardProps) {
  const text = useMessages(uiCatalog).vipCard;
  const titleId = useId();
  if (loading) {
    return <section ref={ref} className={styles.loadingBlock} aria-busy="true" aria-label={text.loading} />;
  }
  const required = next ? Math.max(next.requiredMinor, 0) : 0;
  const current = next ? Math.min(Math.max(next.currentMinor, 0), required) : 0;
  return (
    <section ref={ref} className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.level}>
          <span>VIP{level}</span> {/* A level named after its number ("VIP0") is not said twice. */}
          {levelName && levelName !== `VIP${level}` ? (
            <span className={styles.levelName}>{levelName}</span>
          ) : null}
        </h2>
        {onViewPrivileges ? (
          // Raw <button>: sits on the brand-coloured VIP card: needs an on-brand focus ring that Button's theme ring lacks.
          <button type="button" className={styles.action} onClick={onViewPrivileges}>
            {text.viewPrivileges}
          </button>
        ) : null}
      </div>
      {next ? (
        <>
          {showProgress ? (
            <progress
              className={styles.progress}
              aria-label={text.progressLabel(next.level)}
              max={required || 1}
              value={current}
            />
          ) : null}
          <div className={styles.progressText}>
            <span>{text.remaining(next.level)}</span>
            <MoneyDisplay tone="inherit" amount={{ minor: required - current }} currency={currency} />
          </div>
        </>
      ) : (
        <p className={styles.progressText}>{text.topLevel}</p>
      )}
    </section>
  );
}

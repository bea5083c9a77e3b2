import type { CurrencyDisplay, MinorUnits } from '@platform/domain';
import { type ReactNode, type Ref, useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { type CopyText, useClipboardCopy } from '../InviteCard/index.ts';
import { MoneyDisplay } from '../MoneyDisplay/index.ts';
import { type RecordStatus, StatusTag } from '../StatusTag/index.ts';
import * as styles from './RecordDetail.css.ts';

export type RecordDetailRow = {
  label: string;
  value: ReactNode /** Offer a copy button (order numbers). */;
  copyable?: boolean;
};

export const recordDetailStates = ['ready', 'loading', 'error'] as const;
export const recordAmountKinds = ['change', 'order'] as const;

export type RecordDetailProps = {
  title: string;
  amountMinor: MinorUnits;
  currency: CurrencyDisplay;
  status: RecordStatus;
  rows: readonly RecordDetailRow[];
  /**
   * `change` (a record's effect on a wallet) is signed and coloured: +100.00 in green, -50.00 in red. `order` (an
   * amount to pay, a withdrawal in progress) is what it is, in the text colour and without a sign.
   */
  amountKind?: (typeof recordAmountKinds)[number];
  state?: (typeof recordDetailStates)[number];
  copyText?: CopyText;
  ref?: Ref<HTMLElement>;
};

/** The detail page of a bet, transaction or redemption: amount and status up top, then label/value rows. */
export function RecordDetail({
  title,
  amountMinor,
  currency,
  status,
  rows,
  amountKind = 'change',
  state = 'ready',
  copyText,
  ref,
}: RecordDetailProps) {
  const text = useMessages(uiCatalog).recordDetail;
  const titleId = useId();
  const { outcome, copy } = useClipboardCopy(copyText);
  if (state === 'loading') {
    return <section ref={ref} className={styles.placeholder} aria-busy="true" aria-label={text.loading} />;
  }
  if (state === 'error') {
    return (
      <section ref={ref} className={styles.detail}>
        <p role="alert" className={styles.error}>
          {text.error}
        </p>
      </section>
    );
  }
  return (
    <section ref={ref} className={styles.detail} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <MoneyDisplay
          amount={{ minor: amountMinor }}
          currency={currency}
          size="display"
          tone={amountKind === 'change' ? 'auto' : 'neutral'}
          showPlusSign={amountKind === 'change'}
        />
        <StatusTag status={status} />
      </header>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>
              <span>{row.value}</span>
              {row.copyable && typeof row.value === 'string' ? (
                // Raw <button>: an inline copy control inside a detail value, sized to the text line.
                <button
                  type="button"
                  className={styles.copy}
                  aria-label={text.copy(row.label)}
                  onClick={() => copy(row.value as string)}
                >
                  {text.copyShort}
                </button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className={styles.outcome}>
        {outcome === 'copied' ? text.copied : outcome === 'failed' ? text.copyFailed : ''}
      </p>
    </section>
  );
}

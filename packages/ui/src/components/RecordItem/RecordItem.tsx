import type { CurrencyDisplay, MinorUnits } from '@platform/domain';
import type { Ref } from 'react';
import { useLocale } from '../../i18n/index.ts';
import { MoneyDisplay } from '../MoneyDisplay/index.ts';
import { type RecordStatus, StatusTag } from '../StatusTag/index.ts';
import * as styles from './RecordItem.css.ts';

export const recordKinds = ['bet', 'transaction', 'redemption'] as const;
export type RecordKind = (typeof recordKinds)[number];

export type RecordItemProps = {
  /** What the record is: game or venue for bets, the transaction type, the redeemed item. */
  title: string;
  /** Order number, bet content or other secondary line. */
  description?: string;
  occurredAt: Date;
  /** Signed: credits positive, debits negative. */
  amountMinorUnits: MinorUnits;
  currency: CurrencyDisplay;
  status: RecordStatus;
  onOpen: () => void;
  timeZone?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** One row of the bet, transaction or redemption list; opening it shows RecordDetail. */
export function RecordItem({
  title,
  description,
  occurredAt,
  amountMinorUnits,
  currency,
  status,
  onOpen,
  timeZone,
  ref,
}: RecordItemProps) {
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone }).format(
    occurredAt,
  );
  return (
    // Raw <button>: the whole record row is the tap target, not a labelled Button.
    <button ref={ref} type="button" className={styles.item} onClick={onOpen}>
      <span>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.secondary}> · {description}</span> : null}
      </span>
      <span className={styles.end}>
        <MoneyDisplay
          amount={{ minorUnits: amountMinorUnits }}
          currency={currency}
          tone="auto"
          showPlusSign
        />
      </span>
      <time className={styles.secondary} dateTime={occurredAt.toISOString()}>
        {time}
      </time>
      <span className={styles.end}>
        <StatusTag status={status} />
      </span>
    </button>
  );
}

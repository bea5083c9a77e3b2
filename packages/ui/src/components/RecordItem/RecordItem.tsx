import { type CurrencyDisplay, dateTimeFormat, type MinorUnits } from '@platform/domain';
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
  amountMinor: MinorUnits;
  currency: CurrencyDisplay;
  status: RecordStatus;
  /** Opens the record's detail; a record without one (a claimed task reward) is a plain row, not a button. */
  onOpen?: (() => void) | undefined;
  timeZone?: string;
  ref?: Ref<HTMLElement>;
};

/** One row of a records list (bets, transactions, redemptions, task rewards); opening it shows RecordDetail. */
export function RecordItem({
  title,
  description,
  occurredAt,
  amountMinor,
  currency,
  status,
  onOpen,
  timeZone,
  ref,
}: RecordItemProps) {
  const locale = useLocale();
  const time = dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone }).format(
    occurredAt,
  );
  const content = (
    <>
      <span>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.secondary}> · {description}</span> : null}
      </span>
      <span className={styles.end}>
        <MoneyDisplay amount={{ minor: amountMinor }} currency={currency} tone="auto" showPlusSign />
      </span>
      <time className={styles.secondary} dateTime={occurredAt.toISOString()}>
        {time}
      </time>
      <span className={styles.end}>
        <StatusTag status={status} />
      </span>
    </>
  );
  if (onOpen === undefined) {
    return (
      <div ref={ref as Ref<HTMLDivElement>} className={styles.item}>
        {content}
      </div>
    );
  }
  return (
    // Raw <button>: the whole record row is the tap target, not a labelled Button.
    <button ref={ref as Ref<HTMLButtonElement>} type="button" className={styles.item} onClick={onOpen}>
      {content}
    </button>
  );
}

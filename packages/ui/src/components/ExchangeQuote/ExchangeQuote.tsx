import { type CurrencyDisplay, dateTimeFormat, exchangeAmount, isStale } from '@platform/domain';
import type { Ref } from 'react';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/index.ts';
import { MoneyDisplay } from '../MoneyDisplay/index.ts';
import * as styles from './ExchangeQuote.css.ts';

export type ExchangeSide = { code: string; currency: CurrencyDisplay };

export type ExchangeQuoteProps = {
  from: ExchangeSide;
  to: ExchangeSide;
  /** Units of `to` per unit of `from`, as the server quotes it (decimal text). */
  rate: string;
  /** What the member typed, in `from` units (decimal text); empty before they type. */
  amount: string;
  quotedAtMs: number;
  nowMs: number;
  /** How long a quote stays valid; the domain's timestamp staleness (2 h) by default. */
  maxAgeMs?: number;
  onRefresh: () => void;
  refreshing?: boolean;
  timeZone?: string;
  ref?: Ref<HTMLElement>;
};

/** Exchange preview: rate, amount paid, amount received (domain exchange rule, floored to 2 decimals), quote age. */
export function ExchangeQuote({
  from,
  to,
  rate,
  amount,
  quotedAtMs,
  nowMs,
  maxAgeMs,
  onRefresh,
  refreshing = false,
  timeZone,
  ref,
}: ExchangeQuoteProps) {
  const locale = useLocale();
  const text = useMessages(uiCatalog).exchangeQuote;
  const received = amount.trim() === '' ? '' : exchangeAmount(amount, rate);
  const stale = isStale(quotedAtMs, nowMs, maxAgeMs);
  const quotedAt = dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(quotedAtMs);
  return (
    <section ref={ref} className={styles.quote} aria-label={text.label} aria-busy={refreshing}>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt className={styles.label}>{text.rate}</dt>
          <dd className={styles.value}>
            1 {from.code} ≈ {rate} {to.code}
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.label}>{text.pay}</dt>
          <dd className={styles.value}>
            {amount.trim() === '' ? (
              text.noAmount
            ) : (
              <MoneyDisplay amount={{ value: amount }} currency={from.currency} />
            )}
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.label}>{text.receive}</dt>
          <dd className={styles.value}>
            <MoneyDisplay
              amount={received === '' ? null : { value: received }}
              currency={to.currency}
              size="title"
              tone={stale ? 'neutral' : 'positive'}
            />
          </dd>
        </div>
      </dl>
      <div className={styles.footer}>
        {stale ? (
          <p role="alert" className={styles.stale}>
            {text.stale}
          </p>
        ) : (
          <span>{text.quotedAt(quotedAt)}</span>
        )}
        <Button tone="secondary" onClick={onRefresh} loading={refreshing}>
          {text.refresh}
        </Button>
      </div>
    </section>
  );
}

import type { CurrencyDisplay } from '@platform/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Ref } from 'react';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import * as styles from './MoneyDisplay.css.ts';
import { formatMoneyAmount, type MoneyAmount } from './moneyAmount.ts';

export const moneySizes = ['small', 'body', 'title', 'display'] as const;
export const moneyTones = ['neutral', 'positive', 'negative', 'inherit', 'auto'] as const;

export type MoneyDisplayProps = {
  /** `null` while the amount is unknown (loading or failed). */
  amount: MoneyAmount | null;
  currency: CurrencyDisplay;
  /** Real-money value of an in-game coin or crypto amount, shown beside it. */
  fiat?: { amount: MoneyAmount; currency: CurrencyDisplay } | undefined;
  size?: (typeof moneySizes)[number];
  /** `auto` colours by sign: gains positive, losses negative. */
  tone?: (typeof moneyTones)[number];
  /** Prefix positive amounts with "+" (transaction lists). */
  showPlusSign?: boolean;
  loading?: boolean;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
};

function CurrencyMark({ currency }: { currency: CurrencyDisplay }) {
  switch (currency.kind) {
    case 'symbol':
      return <span>{currency.symbol}</span>;
    case 'icon':
      return <img className={styles.currencyIcon} src={currency.src} alt={currency.alt} />;
    default:
      return currency satisfies never;
  }
}

function FormattedAmount({
  amount,
  currency,
  showPlusSign,
}: {
  amount: MoneyAmount;
  currency: CurrencyDisplay;
  showPlusSign: boolean;
}) {
  const locale = useLocale();
  const formatted = formatMoneyAmount(amount, locale);
  if (formatted === null) {
    return <span className={styles.placeholder}>--</span>;
  }
  const signText =
    formatted.sign === 'negative' ? '-' : formatted.sign === 'positive' && showPlusSign ? '+' : '';
  return (
    <span className={styles.amount}>
      {signText}
      <CurrencyMark currency={currency} />
      <span>{formatted.magnitude}</span>
    </span>
  );
}

function toneFor(
  tone: (typeof moneyTones)[number],
  amount: MoneyAmount | null,
  locale: Parameters<typeof formatMoneyAmount>[1],
) {
  if (tone !== 'auto') {
    return tone;
  }
  const sign = amount === null ? 'zero' : formatMoneyAmount(amount, locale)?.sign;
  return sign === 'positive' ? 'positive' : sign === 'negative' ? 'negative' : 'neutral';
}

/** An amount floored to 2 decimals (domain rule) with the site's yuan sign or currency icon. */
export function MoneyDisplay({
  amount,
  currency,
  fiat,
  size = 'body',
  tone = 'neutral',
  showPlusSign = false,
  loading = false,
  className,
  ref,
}: MoneyDisplayProps) {
  const locale = useLocale();
  const text = useMessages(uiCatalog).moneyDisplay;
  const rootClass = [styles.money({ size, tone: toneFor(tone, amount, locale) }), className]
    .filter(Boolean)
    .join(' ');
  if (loading || amount === null) {
    return (
      <span
        ref={ref}
        className={rootClass}
        aria-busy={loading}
        title={loading ? text.loading : text.unavailable}
      >
        <span
          className={styles.placeholder}
          aria-label={loading ? text.loading : text.unavailable}
          role="img"
        >
          --
        </span>
      </span>
    );
  }
  // The display size shrinks a long amount to its box (MoneyDisplay.css.ts): it needs the amount's length.
  const formatted = size === 'display' ? formatMoneyAmount(amount, locale) : null;
  const style =
    formatted === null
      ? undefined
      : assignInlineVars({ [styles.displayCharacters]: String(formatted.magnitude.length + 2) });
  return (
    <span ref={ref} className={rootClass} style={style}>
      <FormattedAmount amount={amount} currency={currency} showPlusSign={showPlusSign} />
      {fiat ? (
        <span className={styles.fiat}>
          <span aria-hidden="true">≈</span>
          <span className={visuallyHidden}>{text.approximately}</span>
          <FormattedAmount amount={fiat.amount} currency={fiat.currency} showPlusSign={false} />
        </span>
      ) : null}
    </span>
  );
}

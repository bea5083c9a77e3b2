import {
  formatMoney,
  type Locale,
  type MinorUnits,
  minorUnitsToDecimalString,
  numberFormat,
  parseAmountToMinorUnits,
  showsChineseCapitalAmount,
  toChineseCapitalAmount,
  validateAmount,
} from '@platform/domain';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import { useControllableState } from '../FormField/useControllableState.ts';
import type { FieldRule } from '../FormField/useFieldValidation.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './AmountField.css.ts';

export interface AmountFieldProps
  extends Omit<TextFieldProps, 'type' | 'rule' | 'inputMode' | 'footer' | 'prefix'> {
  /** Smallest accepted amount in minor units. */
  minMinor: MinorUnits;
  /** Largest accepted amount in minor units. */
  maxMinor: MinorUnits;
  /** Amounts (minor units) offered as one-tap chips under the field. */
  quickAmounts?: readonly MinorUnits[] | undefined;
  /** Currency sign shown before the amount, e.g. "¥". */
  currencySymbol?: string | undefined;
  /**
   * The amount's currency code. A yuan amount read in Chinese shows its capital numerals (大写) under the field, as
   * bank forms do; no other currency or language does (domain `showsChineseCapitalAmount`).
   */
  currencyCode: string;
}

/** The text a quick amount puts in the field: whole units without ".00", as members type them. */
function amountText(minor: MinorUnits): string {
  return minor % 100 === 0 ? String(minor / 100) : minorUnitsToDecimalString(minor);
}

/** A quick amount's label: grouped whole units ("5,000"); exact, since whole units divide without a remainder. */
function quickAmountLabel(minor: MinorUnits, locale: Locale): string {
  return minor % 100 === 0 ? numberFormat(locale).format(minor / 100) : formatMoney(minor, locale);
}

/** A money amount: quick amounts, the limits as a hint, the capital amount under it, the domain's amount rule. */
export function AmountField({
  minMinor,
  maxMinor,
  quickAmounts = [],
  currencySymbol,
  currencyCode,
  value,
  defaultValue = '',
  onValueChange,
  description,
  disabled,
  ...props
}: AmountFieldProps) {
  const locale = useLocale();
  const messages = useMessages(uiCatalog).amountField;
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const amountRule: FieldRule = (candidate) => validateAmount(candidate, { minMinor, maxMinor });
  const enteredMinor = parseAmountToMinorUnits(text);
  const capitalAmount =
    showsChineseCapitalAmount(locale, currencyCode) && enteredMinor !== null
      ? toChineseCapitalAmount(text)
      : '';

  return (
    <TextField
      autoComplete="transaction-amount"
      {...props}
      disabled={disabled}
      type="text"
      inputMode="decimal"
      value={text}
      onValueChange={setText}
      rule={amountRule}
      description={
        description ?? messages.limits(formatMoney(minMinor, locale), formatMoney(maxMinor, locale))
      }
      prefix={currencySymbol ? <span className={styles.currencySymbol}>{currencySymbol}</span> : undefined}
      footer={
        <>
          {capitalAmount ? (
            <p className={styles.capitalAmount}>
              <span className={styles.capitalAmountLabel}>{messages.capitalAmount}</span>
              <span lang="zh-CN">{capitalAmount}</span>
            </p>
          ) : null}
          {quickAmounts.length > 0 ? (
            <fieldset aria-label={messages.quickAmounts} className={styles.quickAmounts}>
              {quickAmounts.map((minor) => (
                // Raw <button>: a toggle chip (aria-pressed) in the amount field's chip group, not an action Button.
                <button
                  key={minor}
                  type="button"
                  className={styles.quickAmount({ selected: enteredMinor === minor })}
                  aria-pressed={enteredMinor === minor}
                  disabled={disabled}
                  onClick={() => setText(amountText(minor))}
                >
                  {quickAmountLabel(minor, locale)}
                </button>
              ))}
            </fieldset>
          ) : null}
        </>
      }
    />
  );
}

import { type LimitPeriod, type MinorUnits, parseAmountToMinorUnits } from '@platform/domain';
import { type FormEvent, useId, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import { promptActions, promptMessage, promptTitle } from '../Layout/prompt.css.ts';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './DepositLimitPrompt.css.ts';

export type DepositLimitPromptProps = {
  /** The periods a deposit limit can have on this site, with the member's words for them. */
  periods: readonly { value: LimitPeriod; label: string }[];
  /** The central currency the limit is in (the amount field's unit). */
  currencyCode: string;
  onSetLimit: (limit: { period: LimitPeriod; amountMinor: MinorUnits }) => void;
  /** The member's own choice of no limit. */
  onNoLimit: () => void;
  /** Which answer is on its way to the server: both buttons wait for it. */
  answering?: 'limit' | 'noLimit' | undefined;
  /** The server's refusal, in the member's language. */
  error?: string | undefined;
};

/**
 * The site's question before a member's first deposit (or at registration; issue 23): set yourself a deposit
 * limit, or say you want none. Neither is the default: "no limit" is a button of its own the member presses, so
 * opting out is a positive action, and the deposit form appears only once one of the two is answered.
 */
export function DepositLimitPrompt({
  periods,
  currencyCode,
  onSetLimit,
  onNoLimit,
  answering,
  error,
}: DepositLimitPromptProps) {
  const text = useMessages(uiCatalog).depositLimitPrompt;
  const titleId = useId();
  const messageId = useId();
  const [period, setPeriod] = useState<LimitPeriod | undefined>(periods[0]?.value);
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const amountMinor = parseAmountToMinorUnits(amount);
  const amountValid = amountMinor !== null && amountMinor > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (answering || period === undefined || !amountValid) return;
    onSetLimit({ period, amountMinor });
  };
  return (
    <section className={styles.prompt} aria-labelledby={titleId} aria-describedby={messageId}>
      <h2 id={titleId} className={promptTitle}>
        {text.title}
      </h2>
      <p id={messageId} className={promptMessage}>
        {text.message}
      </p>
      <form className={promptActions} noValidate onSubmit={submit} aria-labelledby={titleId}>
        <Select
          label={text.period}
          required
          options={periods}
          value={period ?? ''}
          onValueChange={(value) => setPeriod(periods.find((option) => option.value === value)?.value)}
        />
        <TextField
          label={text.amountIn(currencyCode)}
          required
          inputMode="decimal"
          value={amount}
          onValueChange={setAmount}
          error={attempted && !amountValid ? text.amountInvalid : undefined}
        />
        {error ? <p role="alert">{error}</p> : null}
        <Button type="submit" block loading={answering === 'limit'} disabled={answering !== undefined}>
          {text.setLimit}
        </Button>
        <Button
          type="button"
          block
          tone="secondary"
          loading={answering === 'noLimit'}
          disabled={answering !== undefined}
          onClick={onNoLimit}
        >
          {text.noLimit}
        </Button>
      </form>
    </section>
  );
}

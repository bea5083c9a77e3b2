import { formatMoneyWithCurrency, parseAmountToMinorUnits } from '@platform/domain';
import { Button, TextField, useLocale, useMessages } from '@platform/ui';
import { type FormEvent, useState } from 'react';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import type { SaferPlayLimit } from '../../data/saferPlay.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { useSaferPlayChange } from './useSaferPlayChange.ts';

/** One limit (a kind and period): what applies, used and left, a change waiting to be confirmed, and a new value. */
export function LimitCard({ limit }: { limit: SaferPlayLimit }) {
  const client = useApiClient();
  const locale = useLocale();
  const { currencyDisplay } = useSiteConfig();
  const text = useMessages(appCatalog).saferPlay;
  const formatTime = useDateTimeFormat();
  const [entered, setEntered] = useState('');
  const inMinutes = limit.kind === 'session';
  const shown = (value: number | null) =>
    value === null
      ? text.noLimit
      : inMinutes
        ? text.minutes(value)
        : formatMoneyWithCurrency(value, locale, currencyDisplay).text;
  const { kind, period } = limit;
  const save = useSaferPlayChange(
    (value: number | undefined) => client.api.saferPlayLimitSet({ body: { kind, period, value } }),
    text.saved,
  );
  const confirm = useSaferPlayChange(
    () => client.api.saferPlayLimitConfirm({ body: { kind, period } }),
    text.confirmed,
  );
  const enteredValue = inMinutes
    ? /^\d{1,4}$/.test(entered)
      ? Number(entered)
      : null
    : parseAmountToMinorUnits(entered);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enteredValue !== null) save.mutate(enteredValue, { onSuccess: () => setEntered('') });
  };
  const label = `${text.period[period]}`;
  const usage =
    limit.value === null || limit.left === null
      ? null
      : inMinutes
        ? text.sessionUsage(limit.used, limit.left)
        : text.usage(shown(limit.used), shown(limit.left));
  return (
    <form onSubmit={submit} aria-label={label}>
      <p>
        <strong>{label}</strong>: {shown(limit.value)}
      </p>
      {usage ? <p>{usage}</p> : null}
      {limit.pending ? (
        <p>
          {text.pending(shown(limit.pending.value), formatTime(limit.pending.confirmableAt))}{' '}
          <Button
            type="button"
            tone="secondary"
            loading={confirm.isPending}
            disabled={new Date(limit.pending.confirmableAt).getTime() > Date.now()}
            onClick={() => confirm.mutate(undefined)}
          >
            {text.confirm}
          </Button>
        </p>
      ) : null}
      <TextField
        label={`${inMinutes ? text.minutesField : text.newLimit} (${label})`}
        inputMode={inMinutes ? 'numeric' : 'decimal'}
        value={entered}
        onValueChange={setEntered}
      />
      <Button type="submit" loading={save.isPending} disabled={enteredValue === null}>
        {text.save}
      </Button>
      {limit.value !== null ? (
        <Button type="button" tone="secondary" onClick={() => save.mutate(undefined)}>
          {text.remove}
        </Button>
      ) : null}
    </form>
  );
}

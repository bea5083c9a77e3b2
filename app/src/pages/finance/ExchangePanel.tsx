import {
  currencyName,
  minorUnitsToDecimalString,
  parseAmountToMinorUnits,
  validateAmount,
} from '@platform/domain';
import {
  AmountField,
  Button,
  ExchangeQuote,
  PageEmpty,
  PageForm,
  PageSection,
  QueryContent,
  Select,
  useLocale,
  useMessages,
  useToast,
} from '@platform/ui';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { amountLimits, type ExchangeRate, refreshBalances } from '../../data/finance.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { useCurrencyOf } from '../../pageParts/useCurrencyOf.ts';
import { useIdempotencyKey } from '../../pageParts/useIdempotencyKey.ts';
import { formatCountdown, useClock } from './useClock.ts';

const pairKey = (rate: ExchangeRate) => `${rate.fromCurrency}>${rate.toCurrency}`;

/** Exchange between the central and virtual-currency wallets: the site's rates, a server quote, confirm. */
export function ExchangePanel({ rates }: { rates: UseQueryResult<ExchangeRate[]> }) {
  const text = useMessages(appCatalog).wallets;
  return (
    <PageSection aria-label={text.exchangeTitle}>
      <h2>{text.exchangeTitle}</h2>
      <QueryContent query={rates} rows={2}>
        {(list) => (list.length === 0 ? <PageEmpty message={text.noRates} /> : <ExchangeForm rates={list} />)}
      </QueryContent>
    </PageSection>
  );
}

function ExchangeForm({ rates }: { rates: readonly ExchangeRate[] }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const toast = useToast();
  const text = useMessages(appCatalog).wallets;
  const [pair, setPair] = useState(rates[0] === undefined ? '' : pairKey(rates[0]));
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const exchangeKey = useIdempotencyKey();
  const currencyOf = useCurrencyOf();
  const { currencyDisplay } = useSiteConfig();
  const nameOf = (code: string) => currencyName(code, currencyDisplay);
  const rate = rates.find((candidate) => pairKey(candidate) === pair) ?? rates[0];
  const quote = useMutation({
    mutationFn: (body: { fromCurrency: string; toCurrency: string; amountMinor: number }) =>
      client.api.exchangeQuote({ body }),
    onSuccess: () => exchangeKey.settle(),
  });
  const exchange = useMutation({
    mutationFn: (quoteId: string) =>
      client.api.exchange({ body: { quoteId }, idempotencyKey: exchangeKey.current() }),
    onSettled: async (_answer, error) => {
      exchangeKey.settle(error ?? undefined);
      await refreshBalances(client, queryClient);
    },
    onSuccess: () => {
      toast.show(text.exchanged, { tone: 'positive' });
      quote.reset();
      setAmount('');
      setAttempted(false);
    },
  });
  const current = quote.data;
  const now = useClock(current !== undefined);
  if (rate === undefined) return null;
  const limits = amountLimits();
  const requestQuote = () => {
    setAttempted(true);
    const amountMinor = parseAmountToMinorUnits(amount);
    if (quote.isPending || amountMinor === null || !validateAmount(amount, limits).ok) return;
    quote.mutate({ fromCurrency: rate.fromCurrency, toCurrency: rate.toCurrency, amountMinor });
  };
  const submitQuote = (event: FormEvent) => {
    event.preventDefault();
    requestQuote();
  };
  const expiresAtMs = current === undefined ? 0 : Date.parse(current.expiresAt);
  const quoteExpired = current !== undefined && now >= expiresAtMs;
  const error = exchange.error ?? quote.error;
  return (
    <>
      <PageForm noValidate onSubmit={submitQuote} aria-label={text.getQuote}>
        <Select
          label={`${text.from} → ${text.to}`}
          required
          options={rates.map((option) => ({
            value: pairKey(option),
            label: `${nameOf(option.fromCurrency)} → ${nameOf(option.toCurrency)} (${option.rateDisplay})`,
          }))}
          value={pairKey(rate)}
          onValueChange={(value) => {
            setPair(value);
            quote.reset();
          }}
        />
        <AmountField
          label={text.from}
          required
          {...limits}
          currencyCode={rate.fromCurrency}
          value={amount}
          onValueChange={(value) => {
            setAmount(value);
            quote.reset();
          }}
          showValidation={attempted}
        />
        <Button type="submit" tone="secondary" block loading={quote.isPending}>
          {text.getQuote}
        </Button>
      </PageForm>
      {current === undefined ? null : (
        <>
          <ExchangeQuote
            from={{ code: current.fromCurrency, currency: currencyOf(current.fromCurrency) }}
            to={{ code: current.toCurrency, currency: currencyOf(current.toCurrency) }}
            rate={current.rate}
            amount={minorUnitsToDecimalString(current.fromAmountMinor)}
            quotedAtMs={quote.submittedAt}
            nowMs={now}
            maxAgeMs={expiresAtMs - quote.submittedAt}
            onRefresh={requestQuote}
            refreshing={quote.isPending}
          />
          <p role="status">
            {quoteExpired ? text.quoteExpired : text.quoteHolds(formatCountdown(expiresAtMs - now))}
          </p>
          <Button
            block
            disabled={quoteExpired}
            loading={exchange.isPending}
            onClick={() => {
              if (!exchange.isPending) exchange.mutate(current.quoteId);
            }}
          >
            {text.confirmExchange}
          </Button>
        </>
      )}
      {error === null ? null : <p role="alert">{failureText(error, locale)}</p>}
    </>
  );
}

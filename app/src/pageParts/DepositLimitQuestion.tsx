import { currencyName, type LimitPeriod, type MinorUnits, periodsOfLimit } from '@platform/domain';
import { DepositLimitPrompt, QueryContent, useLocale, useMessages } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiClient, useSiteConfig } from '../boot/AppRuntimeContext.tsx';
import { type SaferPlayState, saferPlayQuery } from '../data/saferPlay.ts';
import { appCatalog } from '../i18n/appCatalog.ts';
import { failureText } from '../i18n/serverText.ts';

type Answer = { kind: 'limit'; period: LimitPeriod; amountMinor: MinorUnits } | { kind: 'noLimit' };

/** Whether this site asks members for a deposit limit (saferPlay.askDepositLimit; left out: never). */
export function useSiteAsksDepositLimit(): boolean {
  return (useSiteConfig().saferPlay?.askDepositLimit ?? 'never') !== 'never';
}

/** True while the site asks and the member has not answered: the server refuses deposits until they do. */
export const depositLimitUnanswered = (state: SaferPlayState) =>
  state.depositLimitChoice.asked !== 'never' && state.depositLimitChoice.chosen === null;

/**
 * The site's question "set a deposit limit?" (issue 23) for a member who has not answered it: a deposit limit
 * (its period and amount) or their own "no limit". The server's answer is the member's new safer-play state, so
 * whatever waits for the answer (the deposit form) appears at once.
 */
export function DepositLimitQuestion({ state }: { state: SaferPlayState }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const text = useMessages(appCatalog).saferPlay;
  // A coin site's member reads the coin's name beside the amount, never "CNY" (domain currencyName).
  const { currencyDisplay } = useSiteConfig();
  const answer = useMutation({
    mutationFn: (chosen: Answer) =>
      chosen.kind === 'limit'
        ? client.api.saferPlayLimitSet({
            body: { kind: 'deposit', period: chosen.period, value: chosen.amountMinor },
          })
        : client.api.saferPlayNoDepositLimit({ body: { confirm: true } }),
    onSuccess: (next) => queryClient.setQueryData(saferPlayQuery(client).queryKey, next),
  });
  return (
    <DepositLimitPrompt
      periods={periodsOfLimit.deposit.map((period) => ({ value: period, label: text.period[period] }))}
      currencyCode={currencyName(state.currency, currencyDisplay)}
      onSetLimit={(limit) => answer.mutate({ kind: 'limit', ...limit })}
      onNoLimit={() => answer.mutate({ kind: 'noLimit' })}
      answering={answer.isPending ? answer.variables.kind : undefined}
      error={answer.isError ? failureText(answer.error, locale) : undefined}
    />
  );
}

/**
 * What a deposit waits for on a site that asks: the question until the member answers, then `children`. On a
 * site that does not ask, `children` at once (no safer-play read).
 */
export function AfterDepositLimitAnswer({ children }: { children: ReactNode }) {
  return useSiteAsksDepositLimit() ? <AnsweredFirst>{children}</AnsweredFirst> : children;
}

function AnsweredFirst({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const state = useQuery(saferPlayQuery(client));
  return (
    <QueryContent query={state}>
      {(data) => (depositLimitUnanswered(data) ? <DepositLimitQuestion state={data} /> : children)}
    </QueryContent>
  );
}

import { parseAmountToMinorUnits, routePaths, validateAmount } from '@platform/domain';
import {
  AmountField,
  Button,
  PageEmpty,
  PageForm,
  QueryContent,
  Select,
  useLocale,
  useMessages,
} from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { type DepositChannel, depositChannelsQuery, financeKeys } from '../../data/finance.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { AfterDepositLimitAnswer } from '../../pageParts/DepositLimitQuestion.tsx';
import { useIdempotencyKey } from '../../pageParts/useIdempotencyKey.ts';
import { quickAmountsWithin } from './quickAmounts.ts';

/**
 * `/finance/deposit`: the site's deposit channels, the amount within the channel's limits, then the order. On a
 * site that asks for a deposit limit, a member who has not answered is asked first (the server refuses the
 * deposit until then).
 */
export default function DepositPage() {
  return (
    <MemberPage>
      <Channels />
    </MemberPage>
  );
}

function Channels() {
  const client = useApiClient();
  const text = useMessages(appCatalog).deposit;
  const channels = useQuery(depositChannelsQuery(client));
  return (
    <QueryContent query={channels}>
      {(list) =>
        list.length === 0 ? (
          <PageEmpty message={text.noChannels} />
        ) : (
          <AfterDepositLimitAnswer>
            <DepositForm channels={list} />
          </AfterDepositLimitAnswer>
        )
      }
    </QueryContent>
  );
}

function DepositForm({ channels }: { channels: readonly DepositChannel[] }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const text = useMessages(appCatalog).deposit;
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const idempotencyKey = useIdempotencyKey();
  const channel = channels.find((candidate) => candidate.id === channelId) ?? channels[0];
  const create = useMutation({
    mutationFn: (body: { channelId: string; amountMinor: number }) =>
      client.api.depositOrderCreate({ body, idempotencyKey: idempotencyKey.current() }),
    onSettled: (_order, error) => idempotencyKey.settle(error ?? undefined),
    onSuccess: (order) => {
      queryClient.setQueryData(financeKeys.depositOrder(order.id), order);
      navigate(`${routePaths.depositInfo}?id=${encodeURIComponent(order.id)}`);
    },
  });
  if (channel === undefined) return null;
  const limits = { minMinor: channel.minimumMinor, maxMinor: channel.maximumMinor };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const amountMinor = parseAmountToMinorUnits(amount);
    if (create.isPending || amountMinor === null || !validateAmount(amount, limits).ok) return;
    create.mutate({ channelId: channel.id, amountMinor });
  };
  return (
    <PageForm noValidate onSubmit={submit} aria-label={text.submit}>
      <Select
        label={text.channel}
        required
        options={channels.map((option) => ({ value: option.id, label: option.name }))}
        value={channel.id}
        onValueChange={setChannelId}
      />
      <AmountField
        label={text.amount}
        required
        {...limits}
        currencyCode={channel.currency}
        quickAmounts={quickAmountsWithin(channel.minimumMinor, channel.maximumMinor)}
        value={amount}
        onValueChange={setAmount}
        showValidation={attempted}
      />
      {create.isError ? <p role="alert">{failureText(create.error, locale)}</p> : null}
      <Button type="submit" block loading={create.isPending}>
        {text.submit}
      </Button>
    </PageForm>
  );
}

import { parseAmountToMinorUnits, validateAmount } from '@platform/domain';
import {
  AmountField,
  Button,
  PageEmpty,
  PageForm,
  QueryContent,
  Select,
  useLocale,
  useMessages,
  useToast,
  type VenueWallet,
  WalletCard,
} from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { amountLimits, refreshBalances } from '../../data/finance.ts';
import { balanceQuery, venueWalletsQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { useIdempotencyKey } from '../../pageParts/useIdempotencyKey.ts';

type Direction = 'to_venue' | 'to_central';
type Move = { walletCode: string; direction: Direction; amountMinor: number };

/** `/finance/transfer`: the central wallet and each venue wallet, moves between them and recall-all. */
export default function TransferPage() {
  return (
    <MemberPage>
      <Transfers />
    </MemberPage>
  );
}

function Transfers() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { currencyDisplay } = useSiteConfig();
  const locale = useLocale();
  const toast = useToast();
  const text = useMessages(appCatalog).wallets;
  const balance = useQuery(balanceQuery(client));
  const venues = useQuery(venueWalletsQuery(client));
  const [venueCode, setVenueCode] = useState(useSearchParams()[0].get('venue') ?? '');
  const [direction, setDirection] = useState<Direction>('to_venue');
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  // A new field after each completed move: empty and untouched, not an empty field flagged as missing.
  const [round, setRound] = useState(0);
  const moveKey = useIdempotencyKey();
  const recallKey = useIdempotencyKey();
  const afterMove = async (error: Error | null, settle: (error?: unknown) => void) => {
    settle(error ?? undefined);
    if (error !== null) toast.show(failureText(error, locale), { tone: 'negative' });
    await refreshBalances(client, queryClient);
  };
  const move = useMutation({
    mutationFn: (body: Move) => client.api.transfer({ body, idempotencyKey: moveKey.current() }),
    onSettled: (_answer, error) => afterMove(error, moveKey.settle),
    onSuccess: () => {
      setAmount('');
      setAttempted(false);
      setRound((value) => value + 1);
      toast.show(text.moved, { tone: 'positive' });
    },
  });
  const recall = useMutation({
    mutationFn: () => client.api.transferRecallAll({ body: {}, idempotencyKey: recallKey.current() }),
    onSettled: (_answer, error) => afterMove(error, recallKey.settle),
    onSuccess: (answer) => {
      const names = (venues.data ?? [])
        .filter((venue) => answer.skippedWalletCodes.includes(venue.walletCode))
        .map((venue) => venue.name);
      toast.show(names.length === 0 ? text.recalled : text.skipped(names.join('、')), { tone: 'positive' });
    },
  });
  const refreshing = balance.isFetching || venues.isFetching;
  const cardVenues: VenueWallet[] = (venues.data ?? []).map((venue) => ({
    code: venue.walletCode,
    name: venue.name,
    balanceMinor: venue.balanceMinor,
    state: venue.maintenance
      ? 'maintenance'
      : move.isPending && move.variables?.walletCode === venue.walletCode
        ? 'pending'
        : 'ready',
  }));
  const choose = (chosen: Direction) => (venue: VenueWallet) => {
    setVenueCode(venue.code);
    setDirection(chosen);
  };
  const failed = balance.isError || venues.isError;
  const retry = () => {
    void balance.refetch();
    void venues.refetch();
  };
  return (
    <>
      <WalletCard
        centralBalanceMinor={balance.data?.balanceMinor ?? null}
        currency={currencyDisplay}
        venues={cardVenues}
        state={
          failed ? 'error' : balance.data === undefined || venues.data === undefined ? 'loading' : 'ready'
        }
        onRetry={retry}
        onRefresh={() => void refreshBalances(client, queryClient)}
        refreshing={refreshing}
        onTransferIn={choose('to_venue')}
        onTransferOut={choose('to_central')}
        onRecallAll={() => {
          if (!recall.isPending) recall.mutate();
        }}
        recallingAll={recall.isPending}
      />
      <QueryContent query={venues}>
        {(list) => {
          if (list.length === 0) return <PageEmpty message={text.noVenues} />;
          const venue = list.find((candidate) => candidate.walletCode === venueCode) ?? list[0];
          if (venue === undefined || balance.data === undefined) return null;
          const fromMinor = direction === 'to_venue' ? balance.data.balanceMinor : venue.balanceMinor;
          const limits = amountLimits(fromMinor);
          const submit = (event: FormEvent) => {
            event.preventDefault();
            setAttempted(true);
            const amountMinor = parseAmountToMinorUnits(amount);
            if (move.isPending || venue.maintenance || amountMinor === null) return;
            if (!validateAmount(amount, limits).ok) return;
            move.mutate({ walletCode: venue.walletCode, direction, amountMinor });
          };
          return (
            <PageForm noValidate onSubmit={submit} aria-label={text.transfer}>
              <Select
                label={text.venue}
                required
                options={list.map((option) => ({ value: option.walletCode, label: option.name }))}
                value={venue.walletCode}
                onValueChange={setVenueCode}
              />
              <Select
                label={text.direction}
                required
                options={[
                  { value: 'to_venue', label: text.toVenue },
                  { value: 'to_central', label: text.toCentral },
                ]}
                value={direction}
                onValueChange={(value) => setDirection(value === 'to_central' ? 'to_central' : 'to_venue')}
              />
              <AmountField
                key={round}
                label={text.amount}
                required
                {...limits}
                currencyCode={venue.currency}
                value={amount}
                onValueChange={setAmount}
                showValidation={attempted}
                disabled={venue.maintenance}
              />
              {venue.maintenance ? <p role="status">{text.maintenance(venue.name)}</p> : null}
              <Button type="submit" block loading={move.isPending} disabled={venue.maintenance}>
                {text.transfer}
              </Button>
            </PageForm>
          );
        }}
      </QueryContent>
    </>
  );
}

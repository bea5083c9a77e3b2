import {
  minorUnitsToDecimalString,
  parseAmountToMinorUnits,
  routePaths,
  validateAmount,
} from '@platform/domain';
import { AmountField, Button, PageForm, Surface, useLocale, useMessages, useToast } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { amountLimits, refreshBalances } from '../../data/finance.ts';
import { balanceQuery, venueWalletsQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { shellCatalog } from '../../i18n/shellCatalog.ts';
import { SiteMoney } from '../../pageParts/SiteMoney.tsx';
import { useIdempotencyKey } from '../../pageParts/useIdempotencyKey.ts';

/**
 * Above a game whose venue wallet is empty (issue 21: the first round would answer "not enough money", a dead
 * end): the central balance and a one-tap "transfer in and play", the whole central balance prefilled; with an
 * empty central wallet, the way to deposit. Once the money has moved the game is opened again (`onFunded`), so the
 * venue shows the new balance. Nothing shows while the balances load, or when the venue wallet holds money.
 */
export function FundVenuePrompt({ walletCode, onFunded }: { walletCode: string; onFunded: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const toast = useToast();
  const { games: text, wallets: words } = useMessages(appCatalog);
  const { pageTitles } = useMessages(shellCatalog);
  const headingId = useId();
  const balance = useQuery(balanceQuery(client));
  const venues = useQuery(venueWalletsQuery(client));
  const [amount, setAmount] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const moveKey = useIdempotencyKey();
  const move = useMutation({
    mutationFn: (amountMinor: number) =>
      client.api.transfer({
        body: { walletCode, direction: 'to_venue', amountMinor },
        idempotencyKey: moveKey.current(),
      }),
    onSettled: async (_answer, error) => {
      moveKey.settle(error ?? undefined);
      if (error !== null) toast.show(failureText(error, locale), { tone: 'negative' });
      await refreshBalances(client, queryClient);
    },
    onSuccess: onFunded,
  });

  const venue = venues.data?.find((wallet) => wallet.walletCode === walletCode);
  const centralMinor = balance.data?.balanceMinor;
  if (venue === undefined || centralMinor === undefined || venue.maintenance) return null;
  if (venue.balanceMinor > 0 && !move.isPending) return null;

  const centralLine = (
    <p>
      {words.central} <SiteMoney minor={centralMinor} />
    </p>
  );
  if (centralMinor === 0) {
    return (
      <Surface as="section" aria-labelledby={headingId} gap="small">
        <h2 id={headingId}>{text.venueEmpty(venue.name)}</h2>
        {centralLine}
        <p>{text.depositFirst}</p>
        <Link to={routePaths.deposit}>{pageTitles.deposit}</Link>
      </Surface>
    );
  }
  const limits = amountLimits(centralMinor);
  const shownAmount = amount ?? minorUnitsToDecimalString(centralMinor);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const amountMinor = parseAmountToMinorUnits(shownAmount);
    if (move.isPending || amountMinor === null || !validateAmount(shownAmount, limits).ok) return;
    move.mutate(amountMinor);
  };
  return (
    <Surface as="section" aria-labelledby={headingId} gap="small">
      <h2 id={headingId}>{text.venueEmpty(venue.name)}</h2>
      {centralLine}
      <PageForm noValidate onSubmit={submit} aria-label={text.transferAndPlay}>
        <AmountField
          label={words.amount}
          required
          {...limits}
          currencyCode={venue.currency}
          value={shownAmount}
          onValueChange={setAmount}
          showValidation={attempted}
        />
        <Button type="submit" block loading={move.isPending}>
          {text.transferAndPlay}
        </Button>
      </PageForm>
    </Surface>
  );
}

import type { CurrencyDisplay } from '@platform/domain';
import { routePaths } from '@platform/domain';
import type { WalletSummaryBlockProps } from '@platform/site-config';
import { ReservedSpace, SignInPrompt, useMessages, type VenueWallet, WalletCard } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { shellCatalog } from '../../i18n/shellCatalog.ts';
import { useHomeData } from '../homeData.ts';

const ignore = () => {};

export function WalletSummaryBlock({
  props,
  currency,
  moneyActionsElsewhere,
}: {
  props: WalletSummaryBlockProps;
  currency: CurrencyDisplay;
  /** The home's quick actions offer deposit and withdraw, so the card does not repeat them. */
  moneyActionsElsewhere: boolean;
}) {
  const data = useHomeData();
  const wallet = data.useWallet();
  const { recallAll, pending } = data.useRecallAll();
  const text = useMessages(shellCatalog).homeBlocks;
  const navigate = useNavigate();
  // The transfer page picks the venue from `venue`; the direction is chosen there.
  const transfer = (venue: VenueWallet) =>
    navigate(`${routePaths.transfer}?venue=${encodeURIComponent(venue.code)}`);
  const common = {
    currency,
    onTransferIn: transfer,
    onTransferOut: transfer,
    onRecallAll: recallAll,
    recallingAll: pending,
    onExchange: props.showExchangeButton ? () => navigate(routePaths.myAssets) : undefined,
    // The home's compact summary (issue 21 item 2): venue balances are on the wallet page, one row away, so the card
    // is as tall loading, loaded and for any number of venues.
    venueList: 'folded',
    onOpenVenueWallets: () => navigate(routePaths.myAssets),
    onDeposit: moneyActionsElsewhere ? undefined : () => navigate(routePaths.deposit),
    onWithdraw: moneyActionsElsewhere ? undefined : () => navigate(routePaths.withdraw),
  } as const;
  switch (wallet.status) {
    case 'visitor':
      // Where the member's card will be after signing in, so signing in moves nothing under it.
      return (
        <ReservedSpace
          shape={<WalletCard {...common} centralBalanceMinor={null} venues={[]} onRefresh={ignore} />}
        >
          <SignInPrompt message={text.walletSignedOut} onSignIn={() => navigate(routePaths.login)} />
        </ReservedSpace>
      );
    case 'loading':
      return (
        <WalletCard {...common} centralBalanceMinor={null} venues={[]} onRefresh={ignore} state="loading" />
      );
    case 'error':
      return (
        <WalletCard
          {...common}
          centralBalanceMinor={null}
          venues={[]}
          onRefresh={wallet.retry}
          state="error"
          onRetry={wallet.retry}
        />
      );
    case 'ready':
      return (
        <WalletCard
          {...common}
          centralBalanceMinor={wallet.value.centralMinor}
          venues={wallet.value.venues}
          onRefresh={wallet.value.refresh}
          refreshing={wallet.value.refreshing}
        />
      );
    default:
      return wallet satisfies never;
  }
}

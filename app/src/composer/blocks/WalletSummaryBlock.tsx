import type { CurrencyDisplay } from '@platform/domain';
import { routePaths } from '@platform/domain';
import type { WalletSummaryBlockProps } from '@platform/site-config';
import { useMessages, type VenueWallet, WalletCard } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { SignInPrompt } from '../BlockStatus.tsx';
import { useHomeData } from '../homeData.ts';

const ignore = () => {};

export function WalletSummaryBlock({
  props,
  currency,
}: {
  props: WalletSummaryBlockProps;
  currency: CurrencyDisplay;
}) {
  const data = useHomeData();
  const wallet = data.useWallet();
  const { recallAll, pending } = data.useRecallAll();
  const text = useMessages(appCatalog).homeBlocks;
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
  };
  switch (wallet.status) {
    case 'visitor':
      return <SignInPrompt message={text.walletSignedOut} />;
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

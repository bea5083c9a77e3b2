import {
  type CurrencyDisplay,
  currencyCodeDisplay,
  exchangeAmount,
  minorUnitsToDecimalString,
  type RoutePath,
  routePaths,
} from '@platform/domain';
import type { QuickActionKind } from '@platform/site-config';
import { type AssetLine, AssetSummary, ListGroup, PageError, QuickActions, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { type ExchangeRate, exchangeRatesQuery, type MyAssets, myAssetsQuery } from '../../data/finance.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import type { AppStrings } from '../../i18n/appStrings.ts';
import { shellCatalog } from '../../i18n/shellCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { RouteListCell } from '../../layout/RouteListCell.tsx';
import { walletName } from '../../pageParts/walletName.ts';
import { ExchangePanel } from './ExchangePanel.tsx';

/** The money moves the wallet overview offers, as the home's shortcuts name them, and their pages. */
const walletActionRoutes: Partial<Record<QuickActionKind, RoutePath>> = {
  deposit: routePaths.deposit,
  withdraw: routePaths.withdraw,
  transfer: routePaths.transfer,
};
const walletActions = Object.keys(walletActionRoutes) as QuickActionKind[];

/**
 * `/finance/myAssets`, the wallet tab (issue 21 item 2): every wallet (central, coins, venues) with the fiat value
 * beside each coin, deposit, withdraw and transfer, the records, and the exchange.
 */
export default function MyAssetsPage() {
  const navigate = useNavigate();
  const titles = useMessages(shellCatalog).pageTitles;
  return (
    <MemberPage>
      <Assets />
      <QuickActions
        actions={walletActions}
        onAction={(action) => {
          const to = walletActionRoutes[action];
          if (to !== undefined) navigate(to);
        }}
      />
      <ListGroup>
        <RouteListCell title={titles.transactionRecord} to={routePaths.transactionRecord} />
      </ListGroup>
      <Exchange />
    </MemberPage>
  );
}

function Exchange() {
  const rates = useQuery(exchangeRatesQuery(useApiClient()));
  return <ExchangePanel rates={rates} />;
}

function Assets() {
  const client = useApiClient();
  const { currencyDisplay } = useSiteConfig();
  const text = useMessages(appCatalog).wallets;
  const assets = useQuery(myAssetsQuery(client));
  const rates = useQuery(exchangeRatesQuery(client));
  const total = {
    amount: { minor: assets.data?.totalInCentralCurrencyMinor ?? 0 },
    currency: currencyDisplay,
  };
  return (
    <>
      {assets.isError ? (
        <PageError onRetry={() => void assets.refetch()} />
      ) : (
        <AssetSummary
          total={total}
          assets={
            assets.data === undefined ? [] : assetLines(assets.data, rates.data ?? [], currencyDisplay, text)
          }
          state={assets.data === undefined ? 'loading' : 'ready'}
        />
      )}
    </>
  );
}

function assetLines(
  assets: MyAssets,
  rates: readonly ExchangeRate[],
  fiatDisplay: CurrencyDisplay,
  text: AppStrings['wallets'],
): AssetLine[] {
  return assets.wallets.map((wallet) => {
    const amount = { minor: wallet.balanceMinor };
    const label = walletName(wallet, text);
    if (wallet.currency === assets.centralCurrency) {
      return { id: `${wallet.kind}:${wallet.walletCode}`, label, amount, currency: fiatDisplay };
    }
    // A coin always shows what it is worth in the site's money, at the site's own rate.
    const rate = rates.find(
      (candidate) =>
        candidate.fromCurrency === wallet.currency && candidate.toCurrency === assets.centralCurrency,
    );
    const fiatValue =
      rate === undefined ? '' : exchangeAmount(minorUnitsToDecimalString(wallet.balanceMinor), rate.rate);
    return {
      id: `${wallet.kind}:${wallet.walletCode}:${wallet.currency}`,
      label,
      amount,
      currency: currencyCodeDisplay(wallet.currency),
      fiat: fiatValue === '' ? undefined : { amount: { value: fiatValue }, currency: fiatDisplay },
    };
  });
}

import {
  type CurrencyDisplay,
  currencyCodeDisplay,
  exchangeAmount,
  minorUnitsToDecimalString,
} from '@platform/domain';
import { type AssetLine, AssetSummary, PageError, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { type ExchangeRate, exchangeRatesQuery, type MyAssets, myAssetsQuery } from '../../data/finance.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import type { AppStrings } from '../../i18n/appStrings.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { walletName } from '../../pageParts/walletName.ts';
import { ExchangePanel } from './ExchangePanel.tsx';

/** `/finance/myAssets`: every wallet with the fiat value beside each coin, and the exchange. */
export default function MyAssetsPage() {
  return (
    <MemberPage>
      <Assets />
    </MemberPage>
  );
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
      <ExchangePanel rates={rates} />
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

import type { CurrencyDisplay } from '@platform/domain';
import { type Ref, useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { type MoneyAmount, MoneyDisplay } from '../MoneyDisplay/index.ts';
import * as styles from './AssetSummary.css.ts';

/** One holding: a wallet or a coin balance, with its real-money value when it is not money itself. */
export type AssetLine = {
  id: string;
  label: string;
  amount: MoneyAmount;
  currency: CurrencyDisplay;
  fiat?: { amount: MoneyAmount; currency: CurrencyDisplay } | undefined;
};

export const assetSummaryStates = ['ready', 'loading', 'error'] as const;

export type AssetSummaryProps = {
  total: { amount: MoneyAmount; currency: CurrencyDisplay };
  assets: readonly AssetLine[];
  state?: (typeof assetSummaryStates)[number];
  ref?: Ref<HTMLElement>;
};

/** "My assets": the total and every wallet or coin balance, coins always with their fiat value beside them. */
export function AssetSummary({ total, assets, state = 'ready', ref }: AssetSummaryProps) {
  const text = useMessages(uiCatalog).assetSummary;
  const titleId = useId();
  if (state === 'loading') {
    return <section ref={ref} className={styles.placeholder} aria-busy="true" aria-label={text.loading} />;
  }
  return (
    <section ref={ref} className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {text.totalAssets}
      </h2>
      {state === 'error' ? (
        <p role="alert" className={styles.message}>
          {text.error}
        </p>
      ) : (
        <>
          <MoneyDisplay amount={total.amount} currency={total.currency} size="display" />
          {assets.length === 0 ? (
            <p className={styles.message}>{text.empty}</p>
          ) : (
            <dl className={styles.list}>
              {assets.map((asset) => (
                <div key={asset.id} className={styles.row}>
                  <dt className={styles.label}>{asset.label}</dt>
                  <dd className={styles.value}>
                    <MoneyDisplay amount={asset.amount} currency={asset.currency} fiat={asset.fiat} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
    </section>
  );
}

import type { CurrencyDisplay, MinorUnits } from '@platform/domain';
import { type Ref, useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import type { WalletCardText } from '../../i18n/uiStrings.ts';
import { Button } from '../Button/index.ts';
import { MoneyDisplay } from '../MoneyDisplay/index.ts';
import * as styles from './WalletCard.css.ts';

export const venueWalletStates = ['ready', 'pending', 'maintenance', 'error'] as const;
export type VenueWalletState = (typeof venueWalletStates)[number];

/** A game venue's wallet; `balanceMinor` is null when the venue did not answer. */
export type VenueWallet = {
  code: string;
  name: string;
  balanceMinor: MinorUnits | null;
  state: VenueWalletState;
};

export const walletCardStates = ['ready', 'loading', 'error'] as const;

export type WalletCardProps = {
  centralBalanceMinor: MinorUnits | null;
  currency: CurrencyDisplay;
  venues: readonly VenueWallet[];
  onRefresh: () => void;
  refreshing?: boolean;
  onTransferIn: (venue: VenueWallet) => void;
  onTransferOut: (venue: VenueWallet) => void;
  /** Moves every venue balance back to the central wallet. */
  onRecallAll: () => void;
  recallingAll?: boolean;
  /** Shows the exchange shortcut when given. */
  onExchange?: (() => void) | undefined;
  state?: (typeof walletCardStates)[number];
  onRetry?: () => void;
  ref?: Ref<HTMLElement>;
};

/** The central wallet and the venue wallets, with refresh, per-venue transfer in/out and recall-all. */
export function WalletCard(props: WalletCardProps) {
  const text = useMessages(uiCatalog).walletCard;
  const titleId = useId();
  const { state = 'ready', ref } = props;
  if (state === 'loading') {
    return <section ref={ref} className={styles.placeholder} aria-busy="true" aria-label={text.loading} />;
  }
  if (state === 'error') {
    return (
      <section ref={ref} className={styles.card} aria-label={text.centralWallet}>
        <p role="alert" className={styles.message}>
          {text.error}
        </p>
        {props.onRetry ? (
          <Button tone="secondary" onClick={props.onRetry}>
            {text.retry}
          </Button>
        ) : null}
      </section>
    );
  }
  const anyVenueBusy = props.venues.some((venue) => venue.state === 'pending');
  const recallable = props.venues.some((venue) => (venue.balanceMinor ?? 0) > 0 && venue.state === 'ready');
  return (
    <section ref={ref} className={styles.card} aria-labelledby={titleId}>
      <div className={styles.central}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {text.centralWallet}
          </h2>
          <MoneyDisplay
            amount={props.centralBalanceMinor === null ? null : { minor: props.centralBalanceMinor }}
            currency={props.currency}
            size="display"
            loading={props.refreshing}
          />
        </div>
        {/* While refreshing, Button's spinner stands in for the refresh icon. */}
        <Button tone="secondary" onClick={props.onRefresh} loading={props.refreshing}>
          {props.refreshing ? null : (
            <svg className={styles.refreshIcon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M17.6 6.4A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4z" />
            </svg>
          )}
          {text.refresh}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button
          onClick={props.onRecallAll}
          disabled={anyVenueBusy || !recallable}
          loading={props.recallingAll}
        >
          {props.recallingAll ? text.recalling : text.recallAll}
        </Button>
        {props.onExchange ? (
          <Button tone="secondary" onClick={props.onExchange}>
            {text.exchange}
          </Button>
        ) : null}
      </div>
      <VenueList {...props} text={text} recallingAll={props.recallingAll ?? false} />
    </section>
  );
}

function VenueList({
  venues,
  currency,
  onTransferIn,
  onTransferOut,
  recallingAll,
  text,
}: Pick<WalletCardProps, 'venues' | 'currency' | 'onTransferIn' | 'onTransferOut'> & {
  recallingAll: boolean;
  text: WalletCardText;
}) {
  const headingId = useId();
  if (venues.length === 0) {
    return <p className={styles.message}>{text.noVenues}</p>;
  }
  return (
    <div>
      <h3 id={headingId} className={styles.title}>
        {text.venueWallets}
      </h3>
      <ul className={styles.venues} aria-labelledby={headingId}>
        {venues.map((venue) => {
          const blocked = venue.state !== 'ready' || recallingAll;
          return (
            <li key={venue.code} className={styles.venue} aria-busy={venue.state === 'pending'}>
              <span className={styles.venueName}>
                <span>{venue.name}</span>
                <VenueBalance venue={venue} currency={currency} text={text} />
              </span>
              <span className={styles.actions}>
                <Button
                  tone="secondary"
                  aria-label={text.transferIn(venue.name)}
                  disabled={blocked}
                  onClick={() => onTransferIn(venue)}
                >
                  {text.transferInShort}
                </Button>
                <Button
                  tone="secondary"
                  aria-label={text.transferOut(venue.name)}
                  disabled={blocked || (venue.balanceMinor ?? 0) <= 0}
                  onClick={() => onTransferOut(venue)}
                >
                  {text.transferOutShort}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function VenueBalance({
  venue,
  currency,
  text,
}: {
  venue: VenueWallet;
  currency: CurrencyDisplay;
  text: WalletCardText;
}) {
  switch (venue.state) {
    case 'pending':
      return <span className={styles.venueNote}>{text.pending}</span>;
    case 'maintenance':
      return <span className={styles.venueNote}>{text.maintenance}</span>;
    case 'error':
      return <span className={styles.venueNote}>{text.balanceUnavailable}</span>;
    case 'ready':
      return venue.balanceMinor === null ? (
        <span className={styles.venueNote}>{text.balanceUnavailable}</span>
      ) : (
        <MoneyDisplay amount={{ minor: venue.balanceMinor }} currency={currency} size="small" />
      );
    default:
      return venue.state satisfies never;
  }
}

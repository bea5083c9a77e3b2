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
  /** The operator's note while under maintenance, in the member's language. */
  maintenanceNote?: string | undefined;
};

export const walletCardStates = ['ready', 'loading', 'error'] as const;

/**
 * `listed`: every venue wallet in rows (the transfer page). `folded`: the home's compact summary: the central
 * balance, refresh beside recall-all, deposit and withdraw when the home has no other way to them, and one row with
 * what the venues hold together that opens the venue balances on the wallet page; the card is as tall for one venue
 * as for ten, and as tall before its figures load as after.
 */
export const walletCardVenueLists = ['listed', 'folded'] as const;

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
  venueList?: (typeof walletCardVenueLists)[number];
  /** Folded: the row that opens the venue balances (the wallet page). */
  onOpenVenueWallets?: (() => void) | undefined;
  /** Folded: deposit and withdraw beside the balance, when the page has no other way to them. */
  onDeposit?: (() => void) | undefined;
  onWithdraw?: (() => void) | undefined;
  ref?: Ref<HTMLElement>;
};

/** The central wallet and the venue wallets, with refresh, per-venue transfer in/out and recall-all. */
export function WalletCard(props: WalletCardProps) {
  const text = useMessages(uiCatalog).walletCard;
  const titleId = useId();
  const { state = 'ready', ref, venueList = 'listed' } = props;
  if (state === 'loading' && venueList === 'folded') {
    return (
      <section ref={ref} className={styles.card} aria-busy="true" aria-label={text.loading}>
        <FoldedCardBody {...props} centralBalanceMinor={null} refreshing text={text} titleId={titleId} />
      </section>
    );
  }
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
  if (venueList === 'folded') {
    return (
      <section ref={ref} className={styles.card} aria-labelledby={titleId}>
        <FoldedCardBody {...props} text={text} titleId={titleId} />
      </section>
    );
  }
  return (
    <section ref={ref} className={styles.card} aria-labelledby={titleId}>
      {/* A wide balance pushes the refresh button onto its own line instead of being broken to fit beside it. */}
      <div className={styles.central}>
        <CentralBalance {...props} text={text} titleId={titleId} />
        <RefreshButton {...props} text={text} titleId={titleId} />
      </div>
      <div className={styles.actions}>
        <WalletActions {...props} text={text} />
      </div>
      <VenueList {...props} text={text} recallingAll={props.recallingAll ?? false} />
    </section>
  );
}

type BodyProps = WalletCardProps & { text: WalletCardText; titleId: string };

/** What the venue wallets hold together, of those that answered (a venue that did not is left out, not zero). */
function venuesTotalMinor(venues: readonly VenueWallet[]): MinorUnits {
  return venues.reduce((total, venue) => total + (venue.balanceMinor ?? 0), 0);
}

/** The home's card: the balance on its own line, every action on the next, the venues one row away. */
function FoldedCardBody(props: BodyProps) {
  const { text, onOpenVenueWallets, onDeposit, onWithdraw } = props;
  const moneyWords = useMessages(uiCatalog).quickActions.actions;
  return (
    <>
      <div className={styles.balance}>
        <CentralBalance {...props} />
      </div>
      <div className={styles.actions}>
        <RefreshButton {...props} />
        <WalletActions {...props} />
      </div>
      {onDeposit || onWithdraw ? (
        <div className={styles.moneyActions}>
          {onDeposit ? <Button onClick={onDeposit}>{moneyWords.deposit}</Button> : null}
          {onWithdraw ? (
            <Button tone="secondary" onClick={onWithdraw}>
              {moneyWords.withdraw}
            </Button>
          ) : null}
        </div>
      ) : null}
      {onOpenVenueWallets ? (
        // Raw <button>: a list row that opens the wallet page (where venue balances live), not an action Button.
        // The money in the venues is shown here, so after a game the member sees all of their money on the home.
        <button type="button" className={styles.venuesRow} onClick={onOpenVenueWallets}>
          <span>{text.venueWallets}</span>
          <span className={styles.venuesTotal}>
            <MoneyDisplay
              amount={props.centralBalanceMinor === null ? null : { minor: venuesTotalMinor(props.venues) }}
              currency={props.currency}
              loading={props.refreshing}
            />
            <span aria-hidden="true">›</span>
          </span>
        </button>
      ) : null}
    </>
  );
}

function CentralBalance({ centralBalanceMinor, currency, refreshing, text, titleId }: BodyProps) {
  return (
    <div>
      <h2 id={titleId} className={styles.title}>
        {text.centralWallet}
      </h2>
      <MoneyDisplay
        amount={centralBalanceMinor === null ? null : { minor: centralBalanceMinor }}
        currency={currency}
        size="display"
        loading={refreshing}
      />
    </div>
  );
}

function RefreshButton({ onRefresh, refreshing, text }: BodyProps) {
  return (
    // While refreshing, Button's spinner stands in for the refresh icon.
    <Button tone="secondary" onClick={onRefresh} loading={refreshing}>
      {refreshing ? null : (
        <svg className={styles.refreshIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M17.6 6.4A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4z" />
        </svg>
      )}
      {text.refresh}
    </Button>
  );
}

function WalletActions({ venues, onRecallAll, recallingAll, onExchange, text }: Omit<BodyProps, 'titleId'>) {
  const anyVenueBusy = venues.some((venue) => venue.state === 'pending');
  const recallable = venues.some((venue) => (venue.balanceMinor ?? 0) > 0 && venue.state === 'ready');
  return (
    <>
      <Button onClick={onRecallAll} disabled={anyVenueBusy || !recallable} loading={recallingAll}>
        {recallingAll ? text.recalling : text.recallAll}
      </Button>
      {onExchange ? (
        <Button tone="secondary" onClick={onExchange}>
          {text.exchange}
        </Button>
      ) : null}
    </>
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
      return (
        <span className={styles.venueNote}>
          {venue.maintenanceNote ? `${text.maintenance} · ${venue.maintenanceNote}` : text.maintenance}
        </span>
      );
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

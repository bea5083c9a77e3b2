import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { PageEmpty } from '@platform/ui';
import { useConsoleRuntime } from '../boot/consoleRuntime.tsx';
import { dateTimeText, moneyText } from '../i18n/formats.ts';
import { useConsoleText } from '../i18n/useConsoleText.ts';
import * as styles from './consoleStyles.css.ts';

type MemberDetail = EndpointResponse<(typeof consoleEndpoints)['consoleMemberDetail']>;
export type LedgerLine = MemberDetail['recentLedger'][number];
export type BetLine = MemberDetail['recentBets'][number];
export type MemberBalance = MemberDetail['balance'];

/** The central wallet's balance and what withdrawals hold of it. */
export function BalanceFacts({ balance }: { balance: MemberBalance }) {
  const text = useConsoleText().money;
  const { locale } = useConsoleRuntime();
  return (
    <dl className={styles.facts}>
      <dt>{text.balance}</dt>
      <dd>{moneyText(balance.balanceMinor, balance.currency, locale)}</dd>
      <dt>{text.withdrawalPending}</dt>
      <dd>{moneyText(balance.withdrawalPendingMinor, balance.currency, locale)}</dd>
    </dl>
  );
}

/** Ledger movements, newest first: each wallet change with the balance it left. */
export function LedgerTable({ lines, caption }: { lines: readonly LedgerLine[]; caption: string }) {
  const text = useConsoleText().money;
  const { locale } = useConsoleRuntime();
  if (lines.length === 0) return <PageEmpty message={text.noLedger} />;
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.subheading}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.when}</th>
            <th scope="col">{text.what}</th>
            <th scope="col" className={styles.numeric}>
              {text.amount}
            </th>
            <th scope="col" className={styles.numeric}>
              {text.balanceAfter}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.flatMap((line) =>
            line.changes.map((change) => (
              // one change per wallet and kind within a movement
              <tr key={`${line.id}:${change.walletCode}:${change.kind}`}>
                <td>{dateTimeText(line.createdAt, locale)}</td>
                <td>{line.description}</td>
                <td className={styles.numeric}>{moneyText(change.amountMinor, change.currency, locale)}</td>
                <td className={styles.numeric}>
                  {moneyText(change.balanceAfterMinor, change.currency, locale)}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Bets, newest first: game, stake, payout and state. */
export function BetsTable({ bets, caption }: { bets: readonly BetLine[]; caption: string }) {
  const text = useConsoleText().money;
  const { locale } = useConsoleRuntime();
  if (bets.length === 0) return <PageEmpty message={text.noBets} />;
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.subheading}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.when}</th>
            <th scope="col">{text.game}</th>
            <th scope="col" className={styles.numeric}>
              {text.stake}
            </th>
            <th scope="col" className={styles.numeric}>
              {text.payout}
            </th>
            <th scope="col">{text.status}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.id}>
              <td>{dateTimeText(bet.placedAt, locale)}</td>
              <td>
                {bet.venueName} · {bet.gameName}
              </td>
              <td className={styles.numeric}>{moneyText(bet.stakeMinor, bet.currency, locale)}</td>
              <td className={styles.numeric}>{moneyText(bet.payoutMinor, bet.currency, locale)}</td>
              <td>{text.betStatuses[bet.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { PageEmpty } from '@platform/ui';
import type { ReactNode } from 'react';
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

interface Column<Row> {
  label: string;
  numeric?: true;
  cell: (row: Row) => ReactNode;
}

/** A captioned table of records, one row each, or the empty message when there are none. */
function RecordTable<Row>({
  caption,
  empty,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  empty: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  if (rows.length === 0) return <PageEmpty message={empty} />;
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.subheading}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} className={column.numeric ? styles.numeric : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type LedgerChange = { line: LedgerLine; change: LedgerLine['changes'][number] };

/** Ledger movements, newest first: each wallet change with the balance it left. */
export function LedgerTable({ lines, caption }: { lines: readonly LedgerLine[]; caption: string }) {
  const text = useConsoleText().money;
  const { locale } = useConsoleRuntime();
  const columns: Column<LedgerChange>[] = [
    { label: text.when, cell: ({ line }) => dateTimeText(line.createdAt, locale) },
    { label: text.what, cell: ({ line }) => line.description },
    {
      label: text.amount,
      numeric: true,
      cell: ({ change }) => moneyText(change.amountMinor, change.currency, locale),
    },
    {
      label: text.balanceAfter,
      numeric: true,
      cell: ({ change }) => moneyText(change.balanceAfterMinor, change.currency, locale),
    },
  ];
  return (
    <RecordTable
      caption={caption}
      empty={text.noLedger}
      columns={columns}
      rows={lines.flatMap((line) => line.changes.map((change) => ({ line, change })))}
      // one change per wallet and kind within a movement
      rowKey={({ line, change }) => `${line.id}:${change.walletCode}:${change.kind}`}
    />
  );
}

/** Bets, newest first: game, stake, payout and state. */
export function BetsTable({ bets, caption }: { bets: readonly BetLine[]; caption: string }) {
  const text = useConsoleText().money;
  const { locale } = useConsoleRuntime();
  const columns: Column<BetLine>[] = [
    { label: text.when, cell: (bet) => dateTimeText(bet.placedAt, locale) },
    { label: text.game, cell: (bet) => `${bet.venueName} · ${bet.gameName}` },
    { label: text.stake, numeric: true, cell: (bet) => moneyText(bet.stakeMinor, bet.currency, locale) },
    { label: text.payout, numeric: true, cell: (bet) => moneyText(bet.payoutMinor, bet.currency, locale) },
    { label: text.status, cell: (bet) => text.betStatuses[bet.status] },
  ];
  return (
    <RecordTable
      caption={caption}
      empty={text.noBets}
      columns={columns}
      rows={bets}
      rowKey={(bet) => bet.id}
    />
  );
}

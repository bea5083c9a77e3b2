import type { TransactionRecord, WalletFilter } from '../../data/records.ts';

type WalletChange = TransactionRecord['changes'][number];

/** Whether a change is of the wallet the list is filtered to. */
export function isChangeOf(change: WalletChange, wallet: WalletFilter): boolean {
  return (
    change.kind === wallet.wallet && (wallet.wallet !== 'venue' || change.walletCode === wallet.wallet_code)
  );
}

/**
 * The change a transaction line shows: the listed wallet's (so its lines add up to its change), else the central
 * wallet's when it moved, else the first wallet's.
 */
export function headlineChange(record: TransactionRecord, wallet?: WalletFilter): WalletChange | undefined {
  const listed =
    wallet === undefined ? undefined : record.changes.find((change) => isChangeOf(change, wallet));
  return listed ?? record.changes.find((change) => change.kind === 'central') ?? record.changes[0];
}

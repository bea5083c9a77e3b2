import type { CurrencyDisplay } from '@platform/domain';
import type { TransactionRecord } from '../../data/records.ts';
import { codeDisplay } from '../../pageParts/codeDisplay.ts';

type WalletChange = TransactionRecord['changes'][number];

/** The change a transaction row shows: the central wallet's when it moved, else the first wallet's. */
export function headlineChange(record: TransactionRecord): WalletChange | undefined {
  return record.changes.find((change) => change.kind === 'central') ?? record.changes[0];
}

/** The site's money keeps the site's sign; a virtual-currency wallet shows its coin's code. */
export function changeCurrency(
  change: WalletChange | undefined,
  siteDisplay: CurrencyDisplay,
): CurrencyDisplay {
  return change?.kind === 'virtual' ? codeDisplay(change.currency) : siteDisplay;
}

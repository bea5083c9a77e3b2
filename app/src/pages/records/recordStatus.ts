import type { RecordStatus } from '@platform/ui';
import type { BetStatus, TransactionKind } from '../../data/records.ts';

/** The tag of a bet: one design-system status per status the contract defines. */
export function betStatusTag(status: BetStatus): RecordStatus {
  switch (status) {
    case 'unsettled':
    case 'won':
    case 'lost':
    case 'void':
      return status;
    default:
      return status satisfies never;
  }
}

/**
 * The tag of a money movement. The ledger records only movements that happened, so each is done, except the
 * hold of a withdrawal (waiting for the operator) and its release (the withdrawal did not go ahead).
 */
export function transactionStatusTag(kind: TransactionKind): RecordStatus {
  switch (kind) {
    case 'withdrawal_hold':
      return 'pending';
    case 'withdrawal_released':
      return 'cancelled';
    case 'opening_balance':
    case 'deposit':
    case 'withdrawal_paid':
    case 'transfer_to_venue':
    case 'transfer_from_venue':
    case 'exchange':
    case 'reward':
    case 'bet_stake':
    case 'bet_payout':
      return 'success';
    default:
      return kind satisfies never;
  }
}

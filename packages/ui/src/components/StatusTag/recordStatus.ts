import { betStatuses, decisionStatuses } from '@platform/domain';

/**
 * Statuses a record can be shown in: every status the API sends (spelled by the domain, so a status the contract
 * adds fails to compile below until it has a tone and a label), plus the states the app derives for records the
 * API sends without one (ledger movements, an unpaid deposit order past its expiry).
 */
export const recordStatuses = [
  ...decisionStatuses,
  ...betStatuses,
  'processing',
  'success',
  'failed',
  'cancelled',
  'expired',
] as const;
export type RecordStatus = (typeof recordStatuses)[number];

export const statusTones = ['neutral', 'positive', 'negative', 'warning', 'info'] as const;
export type StatusTone = (typeof statusTones)[number];

export function toneForStatus(status: RecordStatus): StatusTone {
  switch (status) {
    case 'success':
    case 'approved':
    case 'won':
      return 'positive';
    case 'failed':
    case 'rejected':
    case 'lost':
      return 'negative';
    case 'pending':
    case 'unsettled':
      return 'warning';
    case 'processing':
      return 'info';
    case 'cancelled':
    case 'expired':
    case 'void':
      return 'neutral';
    default:
      return status satisfies never;
  }
}

/** Statuses a bet, transaction or redemption record can be in. */
export const recordStatuses = [
  'pending',
  'processing',
  'success',
  'failed',
  'cancelled',
  /** A deposit order left unpaid past its expiry. */
  'expired',
  'won',
  'lost',
  'unsettled',
  /** A bet the venue voided: the stake went back, nothing was won or lost. */
  'void',
] as const;
export type RecordStatus = (typeof recordStatuses)[number];

export const statusTones = ['neutral', 'positive', 'negative', 'warning', 'info'] as const;
export type StatusTone = (typeof statusTones)[number];

export function toneForStatus(status: RecordStatus): StatusTone {
  switch (status) {
    case 'success':
    case 'won':
      return 'positive';
    case 'failed':
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

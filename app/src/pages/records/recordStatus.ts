import type { RecordStatus } from '@platform/ui';
import type { BetStatus } from '../../data/records.ts';

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

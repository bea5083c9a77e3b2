import type { CurrencyDisplay } from '@platform/domain';
import type { RedemptionRecord } from '../../data/records.ts';

/** An exchange is shown as what the member received, in the received currency. */
export const redemptionAmount = (
  record: RedemptionRecord,
  currencyOf: (currencyCode: string) => CurrencyDisplay,
) => ({
  amountMinor: record.toAmountMinor,
  currency: currencyOf(record.toCurrency),
});

import type { RedemptionRecord } from '../../data/records.ts';
import { codeDisplay } from '../../pageParts/codeDisplay.ts';

/** An exchange is shown as what the member received, in the received currency's code. */
export const redemptionAmount = (record: RedemptionRecord) => ({
  amountMinor: record.toAmountMinor,
  currency: codeDisplay(record.toCurrency),
});

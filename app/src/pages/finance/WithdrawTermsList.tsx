import { withdrawalFeeMinor } from '@platform/domain';
import { ListCell, ListGroup, useMessages } from '@platform/ui';
import type { WithdrawTerms } from '../../data/finance.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { SiteMoney } from '../../pageParts/SiteMoney.tsx';

/** Basis points as the percent a member reads: 100 -> "1", 150 -> "1.5". */
function percentOf(basisPoints: number): string {
  return String(basisPoints / 100);
}

/**
 * The fee the payout channel keeps from the amount typed so far, what arrives, and the turnover still to play,
 * as the API reports them (the fee through the same domain rule the server charges with).
 */
export function WithdrawTermsList({ terms, amountMinor }: { terms: WithdrawTerms; amountMinor: number }) {
  const text = useMessages(appCatalog).withdraw;
  const feeMinor = withdrawalFeeMinor(amountMinor, terms.feeBasisPoints);
  return (
    <ListGroup title={text.terms} footer={terms.remainingTurnoverMinor > 0 ? text.turnoverNote : undefined}>
      <ListCell
        title={text.feeAtRate(percentOf(terms.feeBasisPoints))}
        value={<SiteMoney minor={feeMinor} />}
      />
      <ListCell title={text.receive} value={<SiteMoney minor={Math.max(0, amountMinor - feeMinor)} />} />
      <ListCell
        title={text.remainingTurnover}
        value={
          terms.remainingTurnoverMinor > 0 ? (
            <SiteMoney minor={terms.remainingTurnoverMinor} />
          ) : (
            text.turnoverMet
          )
        }
      />
    </ListGroup>
  );
}

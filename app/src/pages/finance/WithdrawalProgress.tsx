import {
  Button,
  MoneyDisplay,
  QueryContent,
  RecordDetail,
  type RecordDetailRow,
  useMessages,
  WithdrawalAccountCard,
} from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { refreshBalances, useLiveUpdatesOpen, type Withdrawal, withdrawalQuery } from '../../data/finance.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import type { AppStrings } from '../../i18n/appStrings.ts';
import { useCurrencyOf } from '../../pageParts/useCurrencyOf.ts';

type WithdrawText = AppStrings['withdraw'];

/**
 * A submitted withdrawal followed until an operator decides it: pending, then approved or rejected with the
 * operator's reason. `submitted` is the reply of the request, shown at once while the first status read loads.
 */
export function WithdrawalProgress({
  submitted,
  onAnother,
}: {
  submitted: Withdrawal;
  onAnother: () => void;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const text = useMessages(appCatalog).withdraw;
  const liveOpen = useLiveUpdatesOpen(queryClient);
  const withdrawal = useQuery({ ...withdrawalQuery(client, submitted.id, liveOpen), initialData: submitted });
  const status = withdrawal.data?.status;
  // A rejection puts the amount back in the wallet: the balances the member sees follow the decision.
  useEffect(() => {
    if (status !== undefined && status !== 'pending') void refreshBalances(client, queryClient);
  }, [status, client, queryClient]);
  return (
    <QueryContent query={withdrawal} rows={5}>
      {(current) => (
        <>
          <WithdrawalDecision withdrawal={current} text={text} />
          <WithdrawalAccountCard account={current.account} />
          <Button block tone="secondary" onClick={onAnother}>
            {text.another}
          </Button>
        </>
      )}
    </QueryContent>
  );
}

function WithdrawalDecision({ withdrawal, text }: { withdrawal: Withdrawal; text: WithdrawText }) {
  const currency = useCurrencyOf()(withdrawal.currency);
  const money = (minor: number) => <MoneyDisplay amount={{ minor }} currency={currency} />;
  const rows: RecordDetailRow[] = [
    { label: text.fee, value: money(withdrawal.feeMinor) },
    { label: text.receive, value: money(withdrawal.amountMinor - withdrawal.feeMinor) },
  ];
  return (
    <>
      <RecordDetail
        title={text.statusTitle}
        amountMinor={withdrawal.amountMinor}
        amountKind="order"
        currency={currency}
        status={withdrawal.status}
        rows={[...rows, ...reasonRows(withdrawal, text)]}
      />
      <p role="status">{statusMessage(withdrawal, text)}</p>
    </>
  );
}

function reasonRows(withdrawal: Withdrawal, text: WithdrawText): RecordDetailRow[] {
  if (withdrawal.status !== 'rejected') return [];
  return [{ label: text.reason, value: withdrawal.decisionReason || text.noReason }];
}

function statusMessage(withdrawal: Withdrawal, text: WithdrawText): string {
  switch (withdrawal.status) {
    case 'pending':
      return text.submitted;
    case 'approved':
      return text.approved;
    case 'rejected':
      return text.rejected;
    default:
      return withdrawal.status satisfies never;
  }
}

import { routePaths } from '@platform/domain';
import {
  Button,
  PageEmpty,
  QueryContent,
  RecordDetail,
  type RecordDetailRow,
  type RecordStatus,
  useMessages,
} from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { type DepositOrder, depositOrderQuery, useLiveUpdatesOpen } from '../../data/finance.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import type { AppStrings } from '../../i18n/appStrings.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { useCurrencyOf } from '../../pageParts/useCurrencyOf.ts';
import { formatCountdown, useClock } from './useClock.ts';

type DepositText = AppStrings['deposit'];

/** `/finance/deposit/info?id=`: where to pay, the amount, the expiry counting down, the status as it moves. */
export default function DepositInfoPage() {
  return (
    <MemberPage>
      <DepositOrderDetail />
    </MemberPage>
  );
}

function DepositOrderDetail() {
  const client = useApiClient();
  const text = useMessages(appCatalog).deposit;
  const id = useSearchParams()[0].get('id') ?? '';
  const liveOpen = useLiveUpdatesOpen(useQueryClient());
  const order = useQuery({ ...depositOrderQuery(client, id, liveOpen), enabled: id !== '' });
  return id === '' ? (
    <PageEmpty message={text.missingOrder} />
  ) : (
    <QueryContent query={order} rows={6}>
      {(current) => <DepositOrderView order={current} refetch={() => void order.refetch()} />}
    </QueryContent>
  );
}

function DepositOrderView({ order, refetch }: { order: DepositOrder; refetch: () => void }) {
  const text = useMessages(appCatalog).deposit;
  const currencyOf = useCurrencyOf();
  const navigate = useNavigate();
  const waiting = order.status === 'pending' && !order.expired;
  const now = useClock(waiting);
  const remainingMs = Date.parse(order.expiresAt) - now;
  // The server decides expiry; when the clock runs out, ask it rather than guess.
  const expiredHere = waiting && remainingMs <= 0;
  if (expiredHere) queueMicrotask(refetch);
  return (
    <>
      <RecordDetail
        title={`${order.channelName} · ${text.amountToPay}`}
        amountMinor={order.amountMinor}
        amountKind="order"
        currency={currencyOf(order.currency)}
        status={statusOf(order)}
        rows={payeeRows(order, text)}
      />
      <p role="status">{statusMessage(order, text, formatCountdown(remainingMs))}</p>
      {order.expired || order.status !== 'pending' ? (
        <Button
          block
          tone={order.expired ? 'primary' : 'secondary'}
          onClick={() => navigate(routePaths.deposit)}
        >
          {text.newOrder}
        </Button>
      ) : null}
    </>
  );
}

function statusOf(order: DepositOrder): RecordStatus {
  if (order.status === 'approved') return 'success';
  if (order.status === 'rejected') return 'failed';
  return order.expired ? 'expired' : 'pending';
}

function statusMessage(order: DepositOrder, text: DepositText, clock: string): string {
  if (order.status === 'approved') return text.approved;
  if (order.status === 'rejected') return text.rejected;
  if (order.expired) return text.expired;
  return `${text.expiresIn(clock)} ${text.waiting}`;
}

function payeeRows(order: DepositOrder, text: DepositText): RecordDetailRow[] {
  const details = order.receivingDetails;
  const payee: RecordDetailRow[] = (() => {
    switch (details.kind) {
      case 'bank_transfer':
        return [
          { label: text.bankName, value: details.bankName },
          { label: text.accountHolder, value: details.accountHolder, copyable: true },
          { label: text.accountNumber, value: details.accountNumber, copyable: true },
          { label: text.branch, value: details.branch },
        ];
      case 'usdt_trc20':
      case 'usdt_erc20':
        return [{ label: text.walletAddress, value: details.walletAddress, copyable: true }];
      case 'alipay':
        return [
          { label: text.accountHolder, value: details.accountHolder, copyable: true },
          { label: text.alipayAccount, value: details.alipayAccount, copyable: true },
        ];
      default:
        return details satisfies never;
    }
  })();
  // Paying to an expired order's account would strand the money, so its details are no longer offered to copy.
  const rows = order.expired ? payee.map((row) => ({ ...row, copyable: false })) : payee;
  return [...rows, { label: text.referenceCode, value: order.referenceCode, copyable: !order.expired }];
}

import type { ApiClient } from '@platform/api-client';
import { type EndpointResponse, type Endpoints, MAXIMUM_REQUEST_AMOUNT_MINOR } from '@platform/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

export type DepositChannel = EndpointResponse<Endpoints['depositChannels']>[number];
export type DepositOrder = EndpointResponse<Endpoints['depositOrderDetail']>;
export type MyAssets = EndpointResponse<Endpoints['myAssets']>;
export type ExchangeRate = EndpointResponse<Endpoints['exchangeRates']>[number];
export type WithdrawTerms = EndpointResponse<Endpoints['withdrawTerms']>;
export type Withdrawal = EndpointResponse<Endpoints['withdrawalDetail']>;

/**
 * The status queries below poll only while this is false. The finance pages read it from here, so the stream's
 * status module travels in this module's chunk rather than one of its own (one name fewer in the boot's preload map).
 */
export { useLiveUpdatesOpen } from './liveUpdatesStatus.ts';

/** How often an open deposit order is asked for its status while the member waits on the info page. */
export const DEPOSIT_STATUS_POLL_MS = 5_000;
/** How often a submitted withdrawal is asked for its status while the member waits on the withdraw page. */
export const WITHDRAWAL_STATUS_POLL_MS = 5_000;

/** The finance pages' cache keys; member data, so all under the scope logout clears. */
export const financeKeys = {
  depositChannels: [...queryKeys.memberScope, 'depositChannels'],
  depositOrders: [...queryKeys.memberScope, 'depositOrder'],
  depositOrder: (id: string) => [...queryKeys.memberScope, 'depositOrder', id] as const,
  myAssets: [...queryKeys.memberScope, 'myAssets'],
  exchangeRates: [...queryKeys.memberScope, 'exchangeRates'],
  withdrawTerms: [...queryKeys.memberScope, 'withdrawTerms'],
  withdrawals: [...queryKeys.memberScope, 'withdrawal'],
  withdrawal: (id: string) => [...queryKeys.memberScope, 'withdrawal', id] as const,
} as const;

export const depositChannelsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: financeKeys.depositChannels,
    queryFn: ({ signal }) => client.api.depositChannels({ signal }),
    retry: false,
  });

/**
 * One deposit order, asked again every few seconds until it is decided or has expired, unless the live stream is open
 * (`liveOpen`, data/liveUpdatesStatus.ts): then its decision arrives as an event.
 */
export const depositOrderQuery = (client: ApiClient, id: string, liveOpen: boolean) =>
  queryOptions({
    queryKey: financeKeys.depositOrder(id),
    queryFn: ({ signal }) => client.api.depositOrderDetail({ query: { id }, signal }),
    refetchInterval: (query) => {
      const order = query.state.data;
      return !liveOpen && order !== undefined && order.status === 'pending' && !order.expired
        ? DEPOSIT_STATUS_POLL_MS
        : false;
    },
    retry: false,
  });

/** The fee rate and the remaining turnover; staked rounds change the turnover, so it is asked on each visit. */
export const withdrawTermsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: financeKeys.withdrawTerms,
    queryFn: ({ signal }) => client.api.withdrawTerms({ signal }),
    retry: false,
  });

/**
 * One submitted withdrawal, asked again every few seconds until an operator has decided it, unless the live stream is
 * open (`liveOpen`): then the decision arrives as an event.
 */
export const withdrawalQuery = (client: ApiClient, id: string, liveOpen: boolean) =>
  queryOptions({
    queryKey: financeKeys.withdrawal(id),
    queryFn: ({ signal }) => client.api.withdrawalDetail({ query: { id }, signal }),
    refetchInterval: (query) =>
      !liveOpen && query.state.data?.status === 'pending' ? WITHDRAWAL_STATUS_POLL_MS : false,
    retry: false,
  });

export const myAssetsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: financeKeys.myAssets,
    queryFn: ({ signal }) => client.api.myAssets({ signal }),
    retry: false,
  });

export const exchangeRatesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: financeKeys.exchangeRates,
    queryFn: ({ signal }) => client.api.exchangeRates({ signal }),
    retry: false,
  });

/**
 * After money moved: every balance the member can see is asked again. The client's 30 s balance throttle is
 * reset first, or the refresh would hand back the balance from before the move.
 */
export async function refreshBalances(client: ApiClient, queryClient: QueryClient): Promise<void> {
  client.resetThrottles();
  await Promise.all(
    [queryKeys.balance, queryKeys.venueWallets, financeKeys.myAssets].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * The amount limits of a move out of a wallet holding `availableMinor`: the contract accepts one minor unit up to
 * MAXIMUM_REQUEST_AMOUNT_MINOR per request, and no wallet gives more than it holds.
 */
export function amountLimits(availableMinor: number = MAXIMUM_REQUEST_AMOUNT_MINOR) {
  return { minMinor: 1, maxMinor: Math.max(1, Math.min(availableMinor, MAXIMUM_REQUEST_AMOUNT_MINOR)) };
}

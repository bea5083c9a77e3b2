import type { ApiClient } from '@platform/api-client';
import type { EndpointResponse, Endpoints } from '@platform/contract';
import type { DateRangePreset } from '@platform/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextPageOf, type PageOf } from './paging.ts';
import { queryKeys } from './queryKeys.ts';

export type BetRecord = EndpointResponse<Endpoints['betRecords']>['list'][number];
export type BetRecordDetail = EndpointResponse<Endpoints['betRecordDetail']>;
export type BetStatus = BetRecord['status'];
export type TransactionRecord = EndpointResponse<Endpoints['transactionRecords']>['list'][number];
export type TransactionRecordDetail = EndpointResponse<Endpoints['transactionRecordDetail']>;
export type TransactionKind = TransactionRecord['kind'];
export type RedemptionRecord = EndpointResponse<Endpoints['redemptionRecords']>['list'][number];
export type TaskRecord = EndpointResponse<Endpoints['taskRecords']>['list'][number];

/** Records asked for per page; the list asks for the next page when its end scrolls into view. */
export const RECORDS_PAGE_SIZE = 20;

type RecordsQuery = { preset: DateRangePreset; page: number; page_size: number };

/** One of the member's wallets, whose movements the transaction list shows alone so they add up to its change. */
export type WalletFilter = { wallet: 'central' | 'virtual' | 'venue'; wallet_code?: string };

/** The record lists, each one endpoint of the contract (task records: the rewards the member claimed). */
const listCalls = {
  bets: (client: ApiClient, query: RecordsQuery, signal: AbortSignal) =>
    client.api.betRecords({ query, signal }),
  transactions: (client: ApiClient, query: RecordsQuery, signal: AbortSignal, wallet?: WalletFilter) =>
    client.api.transactionRecords({ query: { ...query, ...wallet }, signal }),
  redemptions: (client: ApiClient, query: RecordsQuery, signal: AbortSignal) =>
    client.api.redemptionRecords({ query, signal }),
  tasks: (client: ApiClient, query: RecordsQuery, signal: AbortSignal) =>
    client.api.taskRecords({ body: query, signal }),
} as const;

export type RecordsKind = keyof typeof listCalls;
export type RecordOfKind = {
  bets: BetRecord;
  transactions: TransactionRecord;
  redemptions: RedemptionRecord;
  tasks: TaskRecord;
};

/** The records pages' cache keys; member data, so all under the scope logout clears. */
export const recordsKeys = {
  all: [...queryKeys.memberScope, 'records'],
  list: (kind: RecordsKind, preset: DateRangePreset, wallet?: WalletFilter) =>
    [...queryKeys.memberScope, 'records', kind, preset, wallet ?? 'all'] as const,
  detail: (kind: RecordsKind, id: string) =>
    [...queryKeys.memberScope, 'records', kind, 'detail', id] as const,
} as const;

/**
 * One kind of record in one date range (the server applies the preset in the site's time zone), page by page;
 * transactions of one wallet when `wallet` is given.
 */
export const recordsQuery = <Kind extends RecordsKind>(
  client: ApiClient,
  kind: Kind,
  preset: DateRangePreset,
  wallet?: WalletFilter,
) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.list(kind, preset, wallet),
    queryFn: ({ pageParam, signal }) =>
      listCalls[kind](
        client,
        { preset, page: pageParam, page_size: RECORDS_PAGE_SIZE },
        signal,
        wallet,
      ) as Promise<PageOf<RecordOfKind[Kind]>>,
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    retry: false,
  });

export const betRecordQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: recordsKeys.detail('bets', id),
    queryFn: ({ signal }) => client.api.betRecordDetail({ query: { id }, signal }),
    retry: false,
  });

export const transactionRecordQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: recordsKeys.detail('transactions', id),
    queryFn: ({ signal }) => client.api.transactionRecordDetail({ query: { id }, signal }),
    retry: false,
  });

export const redemptionRecordQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: recordsKeys.detail('redemptions', id),
    queryFn: ({ signal }) => client.api.redemptionRecordDetail({ query: { id }, signal }),
    retry: false,
  });

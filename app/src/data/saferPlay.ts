import type { ApiClient } from '@platform/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

/** The member's limits (in force, used, left, waiting changes) and any break: the safer-play page's one read. */
export const saferPlayQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.saferPlay,
    queryFn: ({ signal }) => client.api.saferPlay({ signal }),
    retry: false,
  });

export type SaferPlayState = Awaited<ReturnType<ApiClient['api']['saferPlay']>>;
export type SaferPlayLimit = SaferPlayState['limits'][number];

/** Deposits, withdrawals, stakes, wins and net per month for the last twelve months (from ledger rows). */
export const activityStatementQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.activityStatement,
    queryFn: ({ signal }) => client.api.activityStatement({ signal }),
    retry: false,
  });

export type ActivityStatement = Awaited<ReturnType<ApiClient['api']['activityStatement']>>;

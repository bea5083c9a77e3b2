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

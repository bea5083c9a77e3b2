import { ApiError } from '@platform/api-client/console';
import { QueryClient } from '@tanstack/react-query';

/**
 * Reads are retried twice when the network or server failed, never when the server answered with a refusal (a
 * 404 stays a 404). Decisions are never retried by the query layer: the operator retries with the same key.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
        refetchOnWindowFocus: true,
        staleTime: 5_000,
      },
      mutations: { retry: false },
    },
  });
}

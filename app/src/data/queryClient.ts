import { QUERY_CACHE_MS, QUERY_STALE_MS, RETRY_BACKOFF_CAP_MS } from '@platform/domain';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Exponential backoff, capped at 30 s (spec §9). */
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, RETRY_BACKOFF_CAP_MS);

/**
 * The app's one query client with spec §9's defaults: kept 5 min, refreshed on focus once 5 s old, retries
 * capped at 30 s. Reads over GET say `retry: false` in their options (data/*.ts): the api-client already retries
 * those, and two layers would multiply the attempts. A failed load is logged and never shown by the cache itself
 * (spec §8: store loaders log errors); blocks show their own error state with a retry. Every failure is also
 * shown to `inspectError` (the domain-hijack check).
 */
export function createQueryClient(inspectError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error(`Loading ${JSON.stringify(query.queryKey)} failed`, error);
        inspectError(error);
      },
    }),
    mutationCache: new MutationCache({ onError: inspectError }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_MS,
        staleTime: QUERY_STALE_MS,
        refetchOnWindowFocus: true,
        retry: 3,
        retryDelay: retryDelayMs,
      },
      mutations: { retry: false },
    },
  });
}

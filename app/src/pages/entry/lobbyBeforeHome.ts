import type { ApiClient } from '@platform/api-client';
import { routePaths } from '@platform/domain';
import type { QueryClient } from '@tanstack/react-query';
import { gameCategoriesQuery } from '../../data/content.ts';

/**
 * The home's game lobby (public data), fetched while the visitor signs in, so the home a sign-in lands on shows its
 * games at once instead of a loading lobby that grows and pushes the blocks under it (issue 20: nothing jumps
 * after signing in; on blty the sidebar's categories are taller loaded than loading). Starts when the form opens;
 * `beforeLeaving(destination)` waits for it only when the destination is the home. A failed fetch is the home's
 * to retry and show, so it never holds the member on the form.
 */
export function lobbyBeforeHome(queryClient: QueryClient, client: ApiClient) {
  const loaded = queryClient.prefetchQuery(gameCategoriesQuery(client));
  return {
    beforeLeaving: (destination: string): Promise<void> =>
      destination === routePaths.home ? loaded : Promise.resolve(),
  };
}

import type { ApiClient } from '@platform/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

/**
 * Opening one game: the venue URL to frame and the game id and platform the heartbeat names. Asked once per
 * visit of the game page (a new ticket each time), never reused from the cache by a later visit.
 */
export const gameLaunchQuery = (client: ApiClient, gameId: string) =>
  queryOptions({
    queryKey: [...queryKeys.memberScope, 'gameLaunch', gameId] as const,
    queryFn: () => client.api.gameLaunch({ body: { gameId } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

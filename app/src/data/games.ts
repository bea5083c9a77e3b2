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

/** The member's automatic transfer (免转) setting as it applies: their choice, else the site's default. */
export const autoTransferQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...queryKeys.memberScope, 'venueAutoTransfer'] as const,
    queryFn: () => client.api.venueAutoTransfer(),
  });

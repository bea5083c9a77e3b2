import type { ApiClient } from '@platform/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

/** Game categories with their games (and maintenance flags); `show: 1` is the home screen's selection. */
export const gameCategoriesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.gameCategories,
    queryFn: ({ signal }) => client.api.gameList({ query: { show: 1 }, signal }),
    retry: false,
  });

/** The site's current activities, first page. */
export const activitiesQuery = (client: ApiClient, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.activities(pageSize),
    queryFn: ({ signal }) => client.api.activityList({ query: { page: 1, page_size: pageSize }, signal }),
    retry: false,
  });

/** Pre-sign-in data; the client serves it from its own 60 s cache (spec §9), so no stale time here. */
export const preInfoQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.preInfo,
    queryFn: () => client.api.preInfo(),
    retry: false,
  });

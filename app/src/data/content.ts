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

/** One activity with its rules (`promo/detail?id=`). */
export const promoDetailQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: queryKeys.promoDetail(id),
    queryFn: ({ signal }) => client.api.promoDetail({ query: { id }, signal }),
    retry: false,
  });

export type ArticleKind = 'help' | 'tutorial';

/** The titles of the site's help topics or tutorials, in the operator's order. */
export const articleListQuery = (client: ApiClient, kind: ArticleKind) =>
  queryOptions({
    queryKey: queryKeys.articles(kind),
    queryFn: ({ signal }) => client.api.articleList({ query: { kind }, signal }),
    retry: false,
  });

/** One help topic or tutorial with its body. */
export const articleQuery = (client: ApiClient, kind: ArticleKind, slug: string) =>
  queryOptions({
    queryKey: queryKeys.article(kind, slug),
    queryFn: ({ signal }) => client.api.articleDetail({ query: { kind, slug }, signal }),
    retry: false,
  });

/** The site's customer-service channels (chat link, WhatsApp). */
export const customerServiceLinksQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.customerServiceLinks,
    queryFn: ({ signal }) => client.api.customerServiceConfig({ signal }),
    retry: false,
  });

import type { ApiClient } from '@platform/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

/** The user-centre menu is tree 010 of `member/tree` (spec §7). */
const USER_CENTRE_TREE_ID = '010';

// Member info and balance go through the client's 30 s throttles (spec §9); no second throttle here.
export const memberInfoQuery = (client: ApiClient) =>
  queryOptions({ queryKey: queryKeys.memberInfo, queryFn: () => client.refresh.memberInfo(), retry: false });

export const balanceQuery = (client: ApiClient) =>
  queryOptions({ queryKey: queryKeys.balance, queryFn: () => client.refresh.balance(), retry: false });

export const venueWalletsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.venueWallets,
    queryFn: ({ signal }) => client.api.walletList({ query: { show: 0 }, signal }),
    retry: false,
  });

export const vipQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.vip,
    queryFn: ({ signal }) => client.api.vips({ signal }),
    retry: false,
  });

export const unreadCountQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.unreadCount,
    queryFn: ({ signal }) => client.api.messageUnreadCount({ signal }),
    select: (answer) => answer.unread,
    retry: false,
  });

export const userCentreMenuQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.userCentreMenu,
    queryFn: ({ signal }) => client.api.memberTree({ query: { id: USER_CENTRE_TREE_ID }, signal }),
    retry: false,
  });

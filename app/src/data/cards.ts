import type { ApiClient } from '@platform/api-client';
import type { EndpointResponse, Endpoints } from '@platform/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

export const cardKeys = {
  withdrawalAccounts: [...queryKeys.memberScope, 'withdrawalAccounts'],
} as const;

/** The member's withdrawal accounts, numbers masked by the server. */
export const withdrawalAccountsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: cardKeys.withdrawalAccounts,
    queryFn: ({ signal }) => client.api.withdrawalAccounts({ signal }),
    retry: false,
  });

/** The withdraw-password config (`d` enabled, `p` set), under the key logout clears and the gate flow fills. */
export const withdrawPasswordConfigQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.withdrawPasswordConfig,
    queryFn: ({ signal }) => client.api.withdrawPasswordConfig({ signal }),
    retry: false,
  });

export type SavedWithdrawalAccount = EndpointResponse<Endpoints['withdrawalAccounts']>[number];

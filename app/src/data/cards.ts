import type { ApiClient } from '@platform/api-client';
import type { EndpointResponse, Endpoints } from '@platform/contract';
import type { WithdrawalAccount } from '@platform/ui';
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

/** A saved account in the design system's shape; the number stays as the server masked it. */
export function toCardAccount(account: SavedWithdrawalAccount): WithdrawalAccount {
  switch (account.kind) {
    case 'bank_card':
      return {
        kind: 'bankCard',
        id: account.id,
        bankName: account.bankName,
        holderName: account.holderName,
        cardNumber: account.accountNumberMasked,
      };
    case 'virtual_coin':
      return {
        kind: 'virtualCoin',
        id: account.id,
        // The server refuses a virtual-coin account without its network, so it is always there.
        network: account.network ?? 'TRC20',
        address: account.accountNumberMasked,
      };
    case 'alipay':
      return {
        kind: 'alipay',
        id: account.id,
        holderName: account.holderName,
        alipayAccount: account.accountNumberMasked,
      };
    default:
      return account.kind satisfies never;
  }
}

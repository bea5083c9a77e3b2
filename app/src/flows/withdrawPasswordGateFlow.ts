import type { ApiClient } from '@platform/api-client';
import { type WithdrawalAction, withdrawPasswordGateMachine } from '@platform/machines';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { setWithdrawPassword } from '../data/account.ts';
import { queryKeys } from '../data/queryKeys.ts';

export type WithdrawPasswordGateFlowDependencies = {
  client: ApiClient;
  queryClient: QueryClient;
  /** Continues the blocked request: the add-account page or the withdrawal. */
  proceed: (action: WithdrawalAction) => void;
  /** The success notice (/setting/wsuccess or a toast). */
  announcePasswordSet: () => void;
};

/** The withdraw-password gate over the api-client; the config is cached under the key logout clears. */
export function createWithdrawPasswordGateFlow({
  client,
  queryClient,
  proceed,
  announcePasswordSet,
}: WithdrawPasswordGateFlowDependencies) {
  return withdrawPasswordGateMachine.provide({
    actors: {
      loadWithdrawPasswordConfig: fromPromise(() =>
        queryClient.fetchQuery({
          queryKey: queryKeys.withdrawPasswordConfig,
          queryFn: () => client.api.withdrawPasswordConfig(),
          retry: false,
        }),
      ),
      setWithdrawPassword: fromPromise(({ input }) =>
        setWithdrawPassword(client, queryClient, input.password),
      ),
    },
    actions: {
      proceed: (_, { action }) => proceed(action),
      announcePasswordSet: () => announcePasswordSet(),
    },
  });
}

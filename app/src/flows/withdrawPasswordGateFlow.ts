import type { ApiClient } from '@platform/api-client';
import { type WithdrawalAction, withdrawPasswordGateMachine } from '@platform/machines';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
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
      setWithdrawPassword: fromPromise(async ({ input }) => {
        const body = await client.encryptPasswordFields('withdrawPasswordSet', { password: input.password });
        await client.api.withdrawPasswordSet({ body });
        queryClient.setQueryData(queryKeys.withdrawPasswordConfig, { d: true, p: true });
      }),
    },
    actions: {
      proceed: (_, { action }) => proceed(action),
      announcePasswordSet: () => announcePasswordSet(),
    },
  });
}

import type { ApiClient, KeyValueStorage } from '@platform/api-client';
import { type SessionInput, sessionMachine } from '@platform/machines';
import type { QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import { queryKeys } from '../data/queryKeys.ts';

/**
 * Session storage flag telling the native shell the member is signed in (spec §4: "in the native app a login
 * flag is set"); the shell reads it, nothing in the web app does.
 */
export const NATIVE_LOGIN_FLAG_KEY = 'isLogin';

export type SessionFlowDependencies = {
  client: ApiClient;
  queryClient: QueryClient;
  sessionStorage: KeyValueStorage;
};

/**
 * The session machine wired to the client and the query cache. Logout and expiry clear what spec §4 lists,
 * one store per action.
 *
 * The redirect on an invalid session has one owner: the api-client (sessionInvalid.ts), which sees every
 * "token" answer, handles concurrent stale requests once, and asks the native shell before falling back to
 * /login. So the machine's own redirect actions do nothing here; they exist for apps without that client.
 */
export function createSessionFlow({ client, queryClient, sessionStorage }: SessionFlowDependencies) {
  const removeQueries = (queryKey: readonly unknown[]) => queryClient.removeQueries({ queryKey });
  return sessionMachine.provide({
    actions: {
      storeSession: (_, session) => {
        client.session.setToken(session.token);
        if (session.vid !== null) client.session.setVid(session.vid);
      },
      setNativeLoginFlag: () => sessionStorage.setItem(NATIVE_LOGIN_FLAG_KEY, '1'),
      clearSessionToken: () => {
        client.forgetSession();
        sessionStorage.removeItem(NATIVE_LOGIN_FLAG_KEY);
      },
      clearUserInfo: () => removeQueries(queryKeys.memberInfo),
      clearBalance: () => {
        removeQueries(queryKeys.balance);
        removeQueries(queryKeys.venueWallets);
      },
      clearUnreadCount: () => removeQueries(queryKeys.unreadCount),
      clearWithdrawPasswordConfig: () => removeQueries(queryKeys.withdrawPasswordConfig),
      resetRefreshThrottles: () => client.resetThrottles(),
      // Task data, and every other member-owned read (VIP, the user-centre menu), so nothing of one member
      // is shown to the next.
      clearTaskData: () => {
        removeQueries(queryKeys.taskScope);
        removeQueries(queryKeys.memberScope);
      },
      navigateToLogin: () => {},
      requestNativeSignIn: () => {},
    },
  });
}

export type SessionFlow = ReturnType<typeof createSessionFlow>;

/** The wired session machine, running: boot/lazySession.ts starts it on the session's first event. */
export function startSessionActor(dependencies: SessionFlowDependencies, input: SessionInput) {
  return createActor(createSessionFlow(dependencies), { input }).start();
}

import type { ApiClient } from '@platform/api-client';
import { loginMachine, type SignedInSession } from '@platform/machines';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { captchaImageUrl } from '../data/captcha.ts';
import { balanceQuery, memberInfoQuery } from '../data/member.ts';

export type LoginFlowDependencies = {
  client: ApiClient;
  queryClient: QueryClient;
  /** Hands the new session to the session machine (`SESSION.SIGNED_IN`). */
  signedIn: (session: SignedInSession) => void;
  /** Where the member goes once signed in. */
  leaveLoginPage: () => void;
};

/**
 * The login machine over the api-client: the PNG captcha as a data URL (no object URL to revoke), the password
 * RSA-encrypted with the server's key, member info and balance loaded into the cache after success.
 */
export function createLoginFlow({ client, queryClient, signedIn, leaveLoginPage }: LoginFlowDependencies) {
  return loginMachine.provide({
    actors: {
      loadCaptcha: fromPromise(async () => {
        return { imageUrl: await captchaImageUrl(await client.api.captcha()) };
      }),
      encryptPassword: fromPromise(({ input }) => client.encryptPassword(input.password)),
      submitLogin: fromPromise(async ({ input }) => {
        const member = await client.api.signIn({
          body: {
            username: input.accountName,
            password: input.encryptedPassword,
            captcha: input.captcha,
            ...(input.twoStepCode ? { twoStepCode: input.twoStepCode } : {}),
          },
        });
        queryClient.setQueryData(memberInfoQuery(client).queryKey, member);
        const token = client.session.token();
        if (token === null) throw new Error('Sign-in answered without a session token');
        return { token, vid: client.session.vid() };
      }),
      loadMemberInfo: fromPromise<unknown, void>(() => queryClient.fetchQuery(memberInfoQuery(client))),
      loadBalance: fromPromise<unknown, void>(() => queryClient.fetchQuery(balanceQuery(client))),
    },
    actions: {
      storeSession: (_, session) => signedIn(session),
      reportLoadFailure: (_, { what, error }) => console.error(`Loading ${what} after sign-in failed`, error),
      navigateAfterSignIn: () => leaveLoginPage(),
    },
  });
}

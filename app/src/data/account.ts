import type { ApiClient } from '@platform/api-client';
import type { EndpointResponse, Endpoints } from '@platform/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

export type MemberInfo = EndpointResponse<Endpoints['memberInfo']>;

/**
 * The account pages' calls over the api-client. Password fields are RSA-encrypted by the client (a fresh key and
 * nonce per submission, so a retry encrypts again).
 */
export const accountCalls = (client: ApiClient) => ({
  sendPhoneCode: (areaCode: string, phone: string) =>
    client.api.sendSmsCode({ body: { purpose: 'bind_phone', areaCode, phone } }),
  sendEmailCode: (email: string) => client.api.sendEmailCode({ body: { purpose: 'bind_email', email } }),
  bindPhone: (areaCode: string, phone: string, code: string) =>
    client.api.bindPhone({ body: { areaCode, phone, code } }),
  bindEmail: (email: string, code: string) => client.api.bindEmail({ body: { email, code } }),
  updateRealName: (realName: string) => client.api.updateRealName({ body: { realName } }),
  changeLoginPassword: async (oldPassword: string, newPassword: string) =>
    client.api.updatePassword({
      body: await client.encryptPasswordFields('updatePassword', { oldPassword, newPassword }),
    }),
  changeWithdrawPassword: async (oldPassword: string, newPassword: string) =>
    client.api.withdrawPasswordChange({
      body: await client.encryptPasswordFields('withdrawPasswordChange', { oldPassword, newPassword }),
    }),
});

/**
 * An edit answers with the member's info as it is now: it replaces the cached one at once. The member-info
 * refresh throttle (30 s, spec §9) would otherwise hand the next refetch the answer from before the edit.
 */
export function rememberEditedMemberInfo(
  client: ApiClient,
  queryClient: QueryClient,
  info: MemberInfo,
): void {
  client.resetThrottles();
  queryClient.setQueryData(queryKeys.memberInfo, info);
}

/** Sets the first withdraw password; the cached config then says it is set, so the gate lets actions through. */
export async function setWithdrawPassword(
  client: ApiClient,
  queryClient: QueryClient,
  password: string,
): Promise<void> {
  await client.api.withdrawPasswordSet({
    body: await client.encryptPasswordFields('withdrawPasswordSet', { password }),
  });
  queryClient.setQueryData(queryKeys.withdrawPasswordConfig, { d: true, p: true });
}

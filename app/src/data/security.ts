import type { ApiClient } from '@platform/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

export const securityKeys = {
  signInHistory: [...queryKeys.memberScope, 'security', 'signIns'],
  activeSessions: [...queryKeys.memberScope, 'security', 'sessions'],
  twoStepStatus: [...queryKeys.memberScope, 'security', 'twoStep'],
} as const;

/** The member's last sign-in attempts, newest first. */
export const signInHistoryQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: securityKeys.signInHistory,
    queryFn: ({ signal }) => client.api.signInHistory({ signal }),
    retry: false,
  });

/** The member's signed-in devices, this one first. */
export const activeSessionsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: securityKeys.activeSessions,
    queryFn: ({ signal }) => client.api.activeSessions({ signal }),
    retry: false,
  });

/** Whether two-step verification is on, and when the site asks for it. */
export const twoStepStatusQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: securityKeys.twoStepStatus,
    queryFn: ({ signal }) => client.api.twoStepStatus({ signal }),
    retry: false,
  });

/** The security centre's changes: each answers what the page shows next. */
export const securityCalls = (client: ApiClient) => ({
  signOutSession: (id: string) => client.api.signOutSession({ body: { id } }),
  signOutOtherSessions: () => client.api.signOutOtherSessions({ body: {} }),
  enrolTwoStep: () => client.api.twoStepEnrol({ body: {} }),
  confirmTwoStep: (code: string) => client.api.twoStepConfirm({ body: { code } }),
  disableTwoStep: (code: string) => client.api.twoStepDisable({ body: { code } }),
});

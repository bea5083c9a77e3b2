import type { ApiClient } from '@platform/api-client';
import type { EndpointResponse, Endpoints } from '@platform/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './queryKeys.ts';

export type VipLevel = EndpointResponse<Endpoints['vipLevels']>[number];
export type VipStanding = EndpointResponse<Endpoints['vips']>;
export type TaskGroup = EndpointResponse<Endpoints['taskGroups']>['list'][number];
export type Task = EndpointResponse<Endpoints['taskList']>['list'][number];
export type TaskCentre = EndpointResponse<Endpoints['taskContent']>;
export type AgentPage = EndpointResponse<Endpoints['agentPage']>;

/**
 * The VIP, task and agent pages' cache keys. Member data lives under the scopes logout clears (tasks under
 * `taskScope`, spec §4 "clears task data"); the sponsor page is public.
 */
export const engagementKeys = {
  vipLevels: [...queryKeys.memberScope, 'vipLevels'],
  vipLevel: (level: number) => [...queryKeys.memberScope, 'vipLevels', level] as const,
  agentPage: [...queryKeys.memberScope, 'agentPage'],
  taskCentre: [...queryKeys.taskScope, 'centre'],
  taskGroups: [...queryKeys.taskScope, 'groups'],
  taskLists: [...queryKeys.taskScope, 'list'],
  taskList: (groupId: string) => [...queryKeys.taskScope, 'list', groupId] as const,
  sponsorPage: ['sponsorPage'],
} as const;

export const vipLevelsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: engagementKeys.vipLevels,
    queryFn: ({ signal }) => client.api.vipLevels({ signal }),
    retry: false,
  });

export const vipLevelQuery = (client: ApiClient, level: number) =>
  queryOptions({
    queryKey: engagementKeys.vipLevel(level),
    queryFn: ({ signal }) => client.api.vipDetail({ query: { level }, signal }),
    retry: false,
  });

// Task groups go through the client's 100 ms throttle (spec §9); no second throttle here.
export const taskGroupsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: engagementKeys.taskGroups,
    queryFn: () => client.refresh.taskGroups(),
    retry: false,
  });

/** The task centre's rules and activity tiers with the member's activity points (the entry badge's data). */
export const taskCentreQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: engagementKeys.taskCentre,
    queryFn: async () => {
      const [content, tag] = await Promise.all([
        client.api.taskContent({ body: {} }),
        client.api.taskTag({ body: {} }),
      ]);
      return { ...content, activityPoints: tag.activityPoints };
    },
    retry: false,
  });

export const taskListQuery = (client: ApiClient, groupId: string) =>
  queryOptions({
    queryKey: engagementKeys.taskList(groupId),
    queryFn: () => client.api.taskList({ body: { groupId } }),
    retry: false,
  });

export const agentPageQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: engagementKeys.agentPage,
    queryFn: ({ signal }) => client.api.agentPage({ signal }),
    retry: false,
  });

export const sponsorPageQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: engagementKeys.sponsorPage,
    queryFn: ({ signal }) => client.api.sponsorPage({ signal }),
    retry: false,
  });

import type { ApiClient } from '@platform/api-client';
import type { EndpointResponse, Endpoints } from '@platform/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import { nextPageOf, type PageOf } from './paging.ts';
import { queryKeys } from './queryKeys.ts';

export type Message = EndpointResponse<Endpoints['messageList']>['list'][number];

/** Messages asked for per page of the inbox. */
export const MESSAGES_PAGE_SIZE = 20;
/** The largest page the contract allows: a message opened by its link is looked up in as few calls as possible. */
const LOOKUP_PAGE_SIZE = 100;

/** The inbox's cache keys; member data, so under the scope logout clears. */
export const messageKeys = {
  all: [...queryKeys.memberScope, 'messages'],
  list: [...queryKeys.memberScope, 'messages', 'list'],
  detail: (id: string) => [...queryKeys.memberScope, 'messages', 'detail', id] as const,
} as const;

/** The member's inbox, newest first, page by page. */
export const messagesQuery = (client: ApiClient) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list,
    queryFn: ({ pageParam, signal }) =>
      client.api.messageList({ body: { page: pageParam, page_size: MESSAGES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    retry: false,
  });

/** The inbox as far as it has been loaded (empty when it has not). */
export function loadedMessages(queryClient: QueryClient): Message[] {
  const inbox = queryClient.getQueryData<InfiniteData<PageOf<Message>>>(messageKeys.list);
  return inbox?.pages.flatMap((page) => page.list) ?? [];
}

/**
 * The contract has no single-message call, so a message opened by its address (a reload, a shared link) is found
 * by reading the inbox; `null` when it is not the member's or was deleted.
 */
async function findMessage(client: ApiClient, id: string, signal: AbortSignal): Promise<Message | null> {
  for (let page = 1; ; page += 1) {
    const answer = await client.api.messageList({ body: { page, page_size: LOOKUP_PAGE_SIZE }, signal });
    const found = answer.list.find((message) => message.id === id);
    if (found !== undefined) return found;
    if (answer.list.length === 0 || page * LOOKUP_PAGE_SIZE >= answer.total) return null;
  }
}

/** One message: straight from the loaded inbox when the member came from it, else looked up. */
export const messageQuery = (client: ApiClient, queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => findMessage(client, id, signal),
    initialData: () => loadedMessages(queryClient).find((message) => message.id === id),
    retry: false,
  });

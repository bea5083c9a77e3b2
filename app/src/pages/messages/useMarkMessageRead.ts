import type { EndpointResponse, Endpoints } from '@platform/contract';
import { type InfiniteData, type QueryClient, useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiClient, useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { type Message, messageKeys } from '../../data/messages.ts';
import type { PageOf } from '../../data/paging.ts';
import { queryKeys } from '../../data/queryKeys.ts';

type UnreadCount = EndpointResponse<Endpoints['messageUnreadCount']>;

/** Shows `id` as read in the inbox pages and the message's own entry, without asking the server again. */
function showAsRead(queryClient: QueryClient, id: string) {
  const read = (message: Message) => (message.id === id ? { ...message, read: true } : message);
  queryClient.setQueryData<InfiniteData<PageOf<Message>>>(messageKeys.list, (inbox) =>
    inbox === undefined
      ? inbox
      : { ...inbox, pages: inbox.pages.map((page) => ({ ...page, list: page.list.map(read) })) },
  );
  queryClient.setQueryData<Message | null>(messageKeys.detail(id), (message) =>
    message ? read(message) : message,
  );
}

/**
 * Opening an unread message marks it read. The unread count (user centre, tab bar) drops at once, optimistically,
 * and then takes the server's own count from the answer; if the call fails, the inbox and count are reloaded so
 * nothing shows read that is not.
 */
export function useMarkMessageRead(message: Message | null | undefined): void {
  const client = useApiClient();
  const { queryClient } = useAppRuntime();
  const sent = useRef(new Set<string>());
  const markRead = useMutation({
    mutationFn: (id: string) => client.api.messageUpdate({ body: { ids: [id], action: 'read' } }),
    onMutate: async (id) => {
      // A count already on its way would overwrite the optimistic one with the count from before the read.
      await queryClient.cancelQueries({ queryKey: queryKeys.unreadCount });
      queryClient.setQueryData<UnreadCount>(queryKeys.unreadCount, (count) =>
        count === undefined ? count : { unread: Math.max(0, count.unread - 1) },
      );
      showAsRead(queryClient, id);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<UnreadCount>(queryKeys.unreadCount, { unread: answer.unread });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount });
    },
  });
  const unreadId = message && !message.read ? message.id : null;
  const { mutate } = markRead;
  useEffect(() => {
    // Once per message and page: a re-run of the effect (strict mode, a refetch) must not count it twice.
    if (unreadId === null || sent.current.has(unreadId)) return;
    sent.current.add(unreadId);
    mutate(unreadId);
  }, [unreadId, mutate]);
}

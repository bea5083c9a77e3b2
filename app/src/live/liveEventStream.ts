import { type ApiClient, startMemberEventStream } from '@platform/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { liveUpdatesStatus } from '../data/liveUpdatesStatus.ts';
import { applyMemberEvent, catchUpWhenStreamOpens } from '../data/memberEventEffects.ts';
import { type LiveToast, type LiveToastContext, liveEventToast } from './liveEventToast.ts';

export type LiveEventStreamWiring = {
  client: ApiClient;
  queryClient: QueryClient;
  /** Read per event, so the toast uses the strings and site money of the moment. */
  toastContext: () => LiveToastContext;
  showToast: (toast: LiveToast) => void;
};

/**
 * Starts the member's event stream and wires it to the app: each event refreshes what it changed in the cache and may
 * show a toast; the stream's state switches the status polls off while it is open (data/liveUpdatesStatus.ts), on
 * while it is not. Returns the stop.
 */
export function startLiveEventStream({
  client,
  queryClient,
  toastContext,
  showToast,
}: LiveEventStreamWiring): () => void {
  const status = liveUpdatesStatus(queryClient);
  const stream = startMemberEventStream({
    client,
    onEvent: (event) => {
      applyMemberEvent(event, client, queryClient);
      const toast = liveEventToast(event, toastContext());
      if (toast !== null) showToast(toast);
    },
    onStatus: (streamStatus) => {
      const open = streamStatus === 'open';
      if (open && !status.open()) catchUpWhenStreamOpens(queryClient);
      status.setOpen(open);
    },
  });
  return () => {
    stream.stop();
    status.setOpen(false);
  };
}

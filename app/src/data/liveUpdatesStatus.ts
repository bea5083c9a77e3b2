import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Whether the member's live event stream is open, per query client (one per page load). */
export type LiveUpdatesStatus = {
  open(): boolean;
  setOpen(open: boolean): void;
  subscribe(onChange: () => void): () => void;
};

const statuses = new WeakMap<QueryClient, LiveUpdatesStatus>();

function createLiveUpdatesStatus(): LiveUpdatesStatus {
  const listeners = new Set<() => void>();
  let open = false;
  return {
    open: () => open,
    setOpen(next) {
      if (next === open) return;
      open = next;
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/**
 * The live stream's state of the page load whose cache this is. Kept beside the cache rather than in the runtime so
 * query options (this floor) and the pages reading them agree without a path up to boot.
 */
export function liveUpdatesStatus(queryClient: QueryClient): LiveUpdatesStatus {
  let status = statuses.get(queryClient);
  if (status === undefined) {
    status = createLiveUpdatesStatus();
    statuses.set(queryClient, status);
  }
  return status;
}

/** True while the stream delivers this member's events: status polls may stop, the stream tells what changed. */
export function useLiveUpdatesOpen(queryClient: QueryClient): boolean {
  const status = liveUpdatesStatus(queryClient);
  return useSyncExternalStore(status.subscribe, status.open, () => false);
}

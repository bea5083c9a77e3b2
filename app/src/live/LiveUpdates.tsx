import { useLocale, useMessages, useToast } from '@platform/ui';
import { useEffect, useRef } from 'react';
import { useApiClient, useAppRuntime } from '../boot/AppRuntimeContext.tsx';
import { appCatalog } from '../i18n/appCatalog.ts';
import type { LiveToastContext } from './liveEventToast.ts';

/** How long a live toast stays: news about money, read while doing something else. */
const LIVE_TOAST_MS = 4000;

/**
 * The signed-in member's live event stream, one per open app: mounted while signed in (unmounting on sign-out stops
 * it). This module is small on purpose: the stream client, the cache effects and the toasts (liveEventStream.ts) are
 * fetched when it mounts, so the boot's entry names one small chunk, not their whole dependency list.
 */
export default function LiveUpdates() {
  const client = useApiClient();
  const { queryClient, config } = useAppRuntime();
  const toast = useToast();
  const toastContext: LiveToastContext = {
    text: useMessages(appCatalog),
    locale: useLocale(),
    siteCurrency: config.currencyDisplay,
  };
  // The stream outlives renders; its handlers read the latest strings and toasts through this.
  const latest = useRef({ toast, toastContext });
  latest.current = { toast, toastContext };

  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import('./liveEventStream.ts').then(({ startLiveEventStream }) => {
      if (unmounted) return;
      stop = startLiveEventStream({
        client,
        queryClient,
        toastContext: () => latest.current.toastContext,
        showToast: ({ message, tone }) =>
          latest.current.toast.show(message, { tone, durationMs: LIVE_TOAST_MS }),
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [client, queryClient]);
  return null;
}

import { startMemberEventStream } from '@platform/api-client';
import { amountCurrencyDisplay } from '@platform/domain';
import { useLocale, useMessages, useToast } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiClient, useSiteConfig } from '../boot/AppRuntimeContext.tsx';
import { liveUpdatesStatus } from '../data/liveUpdatesStatus.ts';
import { applyMemberEvent, catchUpWhenStreamOpens } from '../data/memberEventEffects.ts';
import { appCatalog } from '../i18n/appCatalog.ts';
import { type LiveToastContext, liveEventToast } from './liveEventToast.ts';

/**
 * The signed-in member's live event stream, one per open app: mounted while signed in (unmounting on sign-out stops
 * it). Each event refreshes what it changed and may show a toast; while the stream is open the status polls stop
 * (data/liveUpdatesStatus.ts), and they run again while it is lost or cannot be opened.
 */
export default function LiveUpdates() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { currencyDisplay } = useSiteConfig();
  const toastContext: LiveToastContext = {
    text: useMessages(appCatalog),
    locale: useLocale(),
    currencyOf: (currencyCode) => amountCurrencyDisplay(currencyCode, currencyDisplay),
  };
  // The stream outlives renders; its handler reads the latest strings and toasts through this.
  const latest = useRef({ toast, toastContext });
  latest.current = { toast, toastContext };

  useEffect(() => {
    const status = liveUpdatesStatus(queryClient);
    const stream = startMemberEventStream({
      client,
      onEvent: (event) => {
        applyMemberEvent(event, client, queryClient);
        const shown = liveEventToast(event, latest.current.toastContext);
        if (shown !== null) latest.current.toast.show(shown.message, { tone: shown.tone, durationMs: 4000 });
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
  }, [client, queryClient]);
  return null;
}

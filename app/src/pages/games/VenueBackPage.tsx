import { Skeleton, useMessages, useToast } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useSignedIn } from '../../boot/AppRuntimeContext.tsx';
import { refreshBalances } from '../../data/finance.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { recallAfterGame } from './useAutomaticTransfer.ts';
import { restoreVenueReturn } from './venueReturn.ts';

/**
 * `/app/venueBack`: where a venue sends the member when they leave a game. The page they launched the game from
 * comes back at once, from the cache it was left with, at its scroll position and game category; the balances are
 * asked again meanwhile (the game moved money in the venue wallet) and show when they arrive; with automatic transfer
 * on, the venues are recalled to the central wallet and the balances asked again after it.
 */
export default function VenueBackPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const toast = useToast();
  const recallFailed = useMessages(appCatalog).games.recallFailed;
  useLayoutEffect(() => {
    const place = restoreVenueReturn(window.sessionStorage, queryClient);
    void refreshBalances(client, queryClient);
    // With automatic transfer on, leaving the game brings the venue's money back to the central wallet. A visitor
    // (a session that ended while they played) has nothing to recall: asking would send them to sign in.
    // A recall that fails is said in a toast (the shell's, so it outlives this page): the money waits in the venue.
    if (signedIn) {
      void recallAfterGame(client, queryClient).then((outcome) => {
        if (outcome === 'failed') toast.show(recallFailed, { tone: 'negative' });
      });
    }
    navigate(place.path, { replace: true, state: { returnedTo: place } });
  }, [client, queryClient, navigate, signedIn, toast, recallFailed]);
  return <Skeleton rows={3} />;
}

import { Skeleton } from '@platform/ui';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { refreshBalances } from '../../data/finance.ts';
import { restoreVenueReturn } from './venueReturn.ts';
// Games launch only from the composed home (its game grid and recommended matches), so that is where the member
// goes back to: its module loads beside this one instead of after this page has rendered.
import '../home/HomePage.tsx';

/**
 * `/app/venueBack`: where a venue sends the member when they leave a game. The page they launched the game from
 * comes back at once, from the cache it was left with, at its scroll position and game category; the balances are
 * asked again meanwhile (the game moved money in the venue wallet) and show when they arrive.
 */
export default function VenueBackPage() {
  const { client, queryClient } = useAppRuntime();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const place = restoreVenueReturn(window.sessionStorage, queryClient);
    void refreshBalances(client, queryClient);
    navigate(place.path, { replace: true, state: { returnedTo: place } });
  }, [client, queryClient, navigate]);
  return <Skeleton rows={3} />;
}

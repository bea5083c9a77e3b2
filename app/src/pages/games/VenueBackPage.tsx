import { Skeleton } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { refreshBalances } from '../../data/finance.ts';
import { venueReturnPath } from './venueReturn.ts';

/**
 * `/app/venueBack`: where a venue sends the member when they leave a game. The balances are asked again (the game
 * moved money in the venue wallet) and the member is returned to the page they launched the game from.
 */
export default function VenueBackPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const returnTo = venueReturnPath(window.sessionStorage);
    void refreshBalances(client, queryClient).finally(() => navigate(returnTo, { replace: true }));
  }, [client, queryClient, navigate]);
  return <Skeleton rows={3} />;
}

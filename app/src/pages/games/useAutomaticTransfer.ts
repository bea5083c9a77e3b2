import type { ApiClient } from '@platform/api-client';
import { createIdempotencyKey } from '@platform/api-client';
import { useMessages, useToast } from '@platform/ui';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { refreshBalances } from '../../data/finance.ts';
import { autoTransferQuery } from '../../data/games.ts';
import { balanceQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';

/**
 * Automatic transfer (免转, issue 21) around one game: when the member's setting is on, the whole central balance
 * moves into the game's venue before the game opens, and every venue is recalled when the member leaves (here
 * when the page is left inside the app; back from the venue, by /app/venueBack: `recallAfterGame`). Each move has
 * its own idempotency key, made once per launch, so a retried or doubled call moves the money once.
 *
 * `ready` is false while the setting loads or the money moves: the game opens with its venue funded.
 */
export function useAutomaticTransfer(walletCode: string): { ready: boolean } {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const setting = useQuery(autoTransferQuery(client));
  const automatic = setting.data?.automatic === true;
  const launchKey = useRef(createIdempotencyKey());
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (!automatic) return;
    let current = true;
    void (async () => {
      try {
        await refreshBalances(client, queryClient);
        const central = queryClient.getQueryData(balanceQuery(client).queryKey)?.balanceMinor ?? 0;
        if (central > 0) {
          await client.api.transfer({
            body: { walletCode, direction: 'to_venue', amountMinor: central },
            idempotencyKey: launchKey.current,
          });
          await refreshBalances(client, queryClient);
        }
      } finally {
        // A refused move (the venue under maintenance) leaves the game to open as it is: its prompt says why.
        if (current) setMoved(true);
      }
    })();
    return () => {
      current = false;
    };
  }, [automatic, client, queryClient, walletCode]);

  // Leaving the game inside the app: the money comes back. Only after it went in (not on a render that never
  // finished moving it, such as React's development double mount).
  const toast = useToast();
  const recallFailed = useMessages(appCatalog).games.recallFailed;
  useEffect(() => {
    if (!moved) return;
    return () =>
      void recallAfterGame(client, queryClient).then((outcome) => {
        if (outcome === 'failed') toast.show(recallFailed, { tone: 'negative' });
      });
  }, [moved, client, queryClient, toast, recallFailed]);

  return { ready: setting.isError || (setting.data !== undefined && (!automatic || moved)) };
}

/** What became of the venues' money when the member left a game: only `failed` is worth telling them. */
export type RecallAfterGame = 'recalled' | 'notAutomatic' | 'failed';

/**
 * Recalls every venue wallet when the member's automatic transfer is on (as cached, else asked). Never rejects: a
 * recall that fails (offline, the server refusing) leaves the money in the venue wallet, where the wallet page
 * shows it with its own recall, and answers `failed` so the member is told. A setting that cannot be read (signed
 * out meanwhile, which cancels its query) is `notAutomatic`: nothing was moved in, nothing is owed back.
 */
export async function recallAfterGame(client: ApiClient, queryClient: QueryClient): Promise<RecallAfterGame> {
  const setting = await queryClient.ensureQueryData(autoTransferQuery(client)).catch(() => undefined);
  if (setting?.automatic !== true) return 'notAutomatic';
  const outcome = await client.api
    .transferRecallAll({ body: {}, idempotencyKey: createIdempotencyKey() })
    .then(
      () => 'recalled' as const,
      () => 'failed' as const,
    );
  await refreshBalances(client, queryClient).catch(() => undefined);
  return outcome;
}

import { amountCurrencyDisplay, routePaths } from '@platform/domain';
import type { GameIdentity } from '@platform/machines';
import { PlaySessionBar, RealityCheckDialog } from '@platform/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { createRealityCheckFlow } from '../../flows/realityCheckFlow.ts';

const SECOND_MS = 1_000;

/** Seconds since `since` (epoch ms), counted on every second so the bar's clock moves between server readings. */
function useSecondsSince(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => window.clearInterval(timer);
  }, []);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / SECOND_MS));
}

/**
 * The session bar over the venue frame and the reality check that covers it (issue 23), on sites whose safer-play
 * config has reality checks. Time played and net result are the server's; between readings the bar's clock counts
 * on from the last one, and the check itself comes only when the server says it is due.
 */
export function PlaySession({ game }: { game: GameIdentity }) {
  const client = useApiClient();
  const { currencyDisplay } = useSiteConfig();
  const realityCheck = useActorRef(
    createRealityCheckFlow({ client, leaveGame: () => window.location.assign(routePaths.venueBack) }),
    { input: game },
  );
  const reading = useSelector(realityCheck, (snapshot) => snapshot.context.reading);
  const readAt = useSelector(realityCheck, (snapshot) => snapshot.context.readAt);
  const checkShown = useSelector(realityCheck, (snapshot) => snapshot.hasTag('checkShown'));
  const answering = useSelector(realityCheck, (snapshot) => snapshot.hasTag('answering'));
  const sinceReading = useSecondsSince(readAt);
  if (reading === null) return null;
  const currency = amountCurrencyDisplay(reading.currency, currencyDisplay);
  // while the check covers the game its figures stand still: they are what the member is asked about
  const playedSeconds = reading.playedSeconds + (checkShown ? 0 : sinceReading);
  return (
    <>
      <PlaySessionBar
        playedSeconds={playedSeconds}
        netResultMinor={reading.netResultMinor}
        currency={currency}
      />
      <RealityCheckDialog
        open={checkShown}
        playedSeconds={reading.playedSeconds}
        netResultMinor={reading.netResultMinor}
        currency={currency}
        answering={answering}
        onContinue={() => realityCheck.send({ type: 'CONTINUE' })}
        onLeave={() => realityCheck.send({ type: 'LEAVE' })}
      />
    </>
  );
}

import { ApiError } from '@platform/api-client';
import { routePaths } from '@platform/domain';
import {
  ConnectionNotice,
  EmbeddedFrame,
  type FrameSandbox,
  MaintenanceState,
  PageError,
  Skeleton,
  useMessages,
} from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useApiClient, useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { placeLeftIn } from '../../composer/placeLeft.ts';
import { gameLaunchQuery } from '../../data/games.ts';
import { createGameSessionFlow } from '../../flows/gameSessionFlow.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { FundVenuePrompt } from './FundVenuePrompt.tsx';
import { useGameMaintenance } from './gameMaintenance.ts';
import { PlaySession } from './PlaySession.tsx';
import { useAutomaticTransfer } from './useAutomaticTransfer.ts';
import { rememberVenueReturn } from './venueReturn.ts';

/**
 * The venue frame's sandbox, as narrow as the demo venue allows:
 * - allow-scripts: the venue is a script-driven game (rounds, balance, its own heartbeat);
 * - allow-forms: a round is a form submission the venue's script takes over;
 * - allow-top-navigation-by-user-activation: "back to the platform" opens /app/venueBack in the whole tab, and
 *   only when the member taps it (a venue cannot move the member away on its own).
 * No allow-same-origin: the frame runs at an opaque origin, so it cannot read the app's storage (the session
 * token) or reach into the app's page; the venue sends its own ticket as a simple request instead.
 */
const VENUE_SANDBOX = [
  'allow-scripts',
  'allow-forms',
  'allow-top-navigation-by-user-activation',
] as const satisfies FrameSandbox;

/** `/games/:id/:title/:code/:gtype`: one game in a sandboxed frame, kept alive by the game session's heartbeat. */
export default function GameLaunchPage() {
  const text = useMessages(appCatalog).games;
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const maintenance = useGameMaintenance(id);
  // A closed game says why before anything else (signed in or not), and moves no money into its venue.
  switch (maintenance.status) {
    case 'checking':
      return <Skeleton rows={6} />;
    case 'closed':
      return <MaintenanceState scope="game" message={maintenance.note} onRetry={() => navigate(-1)} />;
    case 'open':
      return (
        <MemberOnly message={text.signInToPlay}>
          <GameSession />
        </MemberOnly>
      );
    default:
      return maintenance satisfies never;
  }
}

function GameSession() {
  const client = useApiClient();
  const { session, config } = useAppRuntime();
  const text = useMessages(appCatalog).games;
  const navigate = useNavigate();
  const location = useLocation();
  const { id = '', title = '', code = '' } = useParams();
  const queryClient = useQueryClient();
  const funding = useAutomaticTransfer(code);
  const launch = useQuery(gameLaunchQuery(client, id));
  const game = useActorRef(
    createGameSessionFlow({
      client,
      // The session ended mid-game: the api-client has already sent the member to sign in; nothing to leave to.
      leaveGame: () => undefined,
      reportSessionInvalid: () => session.send({ type: 'SESSION.INVALID' }),
    }),
    { input: { signedIn: true } },
  );
  const connectionProblem = useSelector(game, (snapshot) => snapshot.hasTag('connectionProblem'));
  const launched = launch.data;

  // Venue back puts the member where they launched the game from, with what that page showed.
  useEffect(() => {
    const place = placeLeftIn(location.state) ?? { path: routePaths.home, scrollY: 0, gameCategory: null };
    rememberVenueReturn(window.sessionStorage, place, queryClient);
  }, [location.state, queryClient]);

  // Game id and platform are set while the game is open and cleared when the member leaves it.
  useEffect(() => {
    if (launched === undefined) return;
    game.send({ type: 'GAME.ENTER', gameId: launched.gameid, platform: launched.platform });
    return () => game.send({ type: 'GAME.EXIT' });
  }, [game, launched]);

  if (launch.isError) {
    if (launch.error instanceof ApiError && launch.error.code === 'GAME_UNDER_MAINTENANCE') {
      return <MaintenanceState scope="game" onRetry={() => navigate(-1)} />;
    }
    return <PageError onRetry={() => void launch.refetch()} />;
  }
  if (launched === undefined || !funding.ready) return <Skeleton rows={6} />;
  return (
    <EmbeddedFrame
      src={launched.url}
      title={text.frameTitle(title)}
      content="game"
      sandbox={VENUE_SANDBOX}
      notice={<ConnectionNotice unstable={connectionProblem} />}
      // On the frame's stage, not above it: the page stays one screen tall, so the frame never moves under a tap.
      // Once money moved into the venue the game is launched again (a new ticket), and shows the new balance.
      above={
        <>
          {config.saferPlay?.realityCheck ? (
            <PlaySession
              // a new launch (another game) is a new play session to read; a relaunch of this one reads the same
              key={`${launched.gameid}:${launched.platform}`}
              game={{ gameId: launched.gameid, platform: launched.platform }}
            />
          ) : null}
          <FundVenuePrompt walletCode={code} onFunded={() => void launch.refetch()} />
        </>
      }
    />
  );
}

import type { ApiClient } from '@platform/api-client';
import { gameSessionMachine } from '@platform/machines';
import { fromPromise } from 'xstate';

export type GameSessionFlowDependencies = {
  client: ApiClient;
  /** Leaves the game page (back to where games are listed). */
  leaveGame: () => void;
  /** `SESSION.INVALID` to the session machine. */
  reportSessionInvalid: () => void;
};

/** The game session with its 30 s heartbeat (POST /api/findmed/v1/heartbeat) while a game is open. */
export function createGameSessionFlow({
  client,
  leaveGame,
  reportSessionInvalid,
}: GameSessionFlowDependencies) {
  return gameSessionMachine.provide({
    actors: {
      sendHeartbeat: fromPromise(({ input }) =>
        client.api.heartbeat({ body: { gameid: input.gameId, platform: input.platform } }),
      ),
    },
    actions: { leaveGame: () => leaveGame(), reportSessionInvalid: () => reportSessionInvalid() },
  });
}

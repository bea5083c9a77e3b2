import type { ApiClient } from '@platform/api-client';
import { realityCheckMachine } from '@platform/machines';
import { fromPromise } from 'xstate';

export type RealityCheckFlowDependencies = {
  client: ApiClient;
  /** Leaves the game as the venue's own "back" does. */
  leaveGame: () => void;
};

/** The reality check over an open game, reading the play session from the server (safer-play reality-check calls). */
export function createRealityCheckFlow({ client, leaveGame }: RealityCheckFlowDependencies) {
  const asBody = (game: { gameId: string; platform: string }) => ({
    body: { gameid: game.gameId, platform: game.platform },
  });
  return realityCheckMachine.provide({
    actors: {
      readRealityCheck: fromPromise(({ input }) => client.api.realityCheck(asBody(input))),
      continuePlaying: fromPromise(({ input }) => client.api.realityCheckContinue(asBody(input))),
    },
    actions: { leaveGame: () => leaveGame() },
  });
}

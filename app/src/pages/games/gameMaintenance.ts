import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { CATEGORY_UNDER_MAINTENANCE } from '../../composer/contractMapping.ts';
import { gameCategoriesQuery } from '../../data/content.ts';

/** Whether a game is closed, as the lobby the member tapped it in shows it; `note` is the operator's, in their language. */
export type GameMaintenance =
  | { status: 'checking' }
  | { status: 'open' }
  | { status: 'closed'; note: string | undefined };

/**
 * A game's maintenance, from the lobby's catalogue (already cached when the member came from the lobby): closed
 * when the game or its category is (a whole site's maintenance closes every category), with the operator's note.
 * A game the catalogue does not list, or a catalogue that failed, counts as open: the launch itself is refused
 * then (GAME_UNDER_MAINTENANCE), so this only spares the member a launch, never lets one through.
 */
export function useGameMaintenance(gameId: string): GameMaintenance {
  const client = useApiClient();
  const catalogue = useQuery(gameCategoriesQuery(client));
  if (catalogue.isPending) return { status: 'checking' };
  for (const category of catalogue.data ?? []) {
    const game = category.games.find((candidate) => candidate.id === gameId);
    if (game === undefined) continue;
    const closed = game.maintenance || category.state === CATEGORY_UNDER_MAINTENANCE;
    return closed ? { status: 'closed', note: game.maintenanceNote } : { status: 'open' };
  }
  return { status: 'open' };
}

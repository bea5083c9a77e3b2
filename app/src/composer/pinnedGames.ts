/**
 * A category's games with the block's pinned ones first, in the pinned order (`gameGrid.pinnedGameIds`). A pinned
 * id that is not among these games (another category's game, or one the catalogue no longer has) is skipped: the
 * config is checked against the catalogue when it is published, but the catalogue can change after that.
 */
export function pinnedFirst<Game extends { id: string }>(
  games: readonly Game[],
  pinnedIds: readonly string[] = [],
): readonly Game[] {
  if (pinnedIds.length === 0) return games;
  const byId = new Map(games.map((game) => [game.id, game]));
  const pinned = pinnedIds.flatMap((id) => byId.get(id) ?? []);
  const pinnedSet = new Set(pinned);
  return [...pinned, ...games.filter((game) => !pinnedSet.has(game))];
}

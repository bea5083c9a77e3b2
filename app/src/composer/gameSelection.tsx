import { createContext, type ReactNode, useContext, useState } from 'react';

type GameSelection = { selectedId: string | null; select: (id: string) => void };

const GameSelectionContext = createContext<GameSelection | null>(null);

/**
 * The category tabs and the game grid are separate blocks sharing one selected category: the first one, or
 * `initialId` (the category the member had chosen before leaving for a game).
 */
export function GameSelectionProvider({
  initialId = null,
  children,
}: {
  initialId?: string | null;
  children: ReactNode;
}) {
  const [selectedId, select] = useState<string | null>(initialId);
  return (
    <GameSelectionContext.Provider value={{ selectedId, select }}>{children}</GameSelectionContext.Provider>
  );
}

/** The selected category, the first one until the member picks another. */
export function useGameSelection(categoryIds: readonly string[]): {
  selectedId: string;
  select: (id: string) => void;
} {
  const selection = useContext(GameSelectionContext);
  if (selection === null) throw new Error('Game blocks need a GameSelectionProvider');
  const selectedId =
    selection.selectedId !== null && categoryIds.includes(selection.selectedId)
      ? selection.selectedId
      : (categoryIds[0] ?? '');
  return { selectedId, select: selection.select };
}

/** The category the member chose, or null while they have not chosen one (the first is shown). */
export function useChosenGameCategory(): string | null {
  const selection = useContext(GameSelectionContext);
  if (selection === null) throw new Error('Game blocks need a GameSelectionProvider');
  return selection.selectedId;
}

/** The id of the game grid, which the category tabs control. */
export const GAME_PANEL_ID = 'home-games';

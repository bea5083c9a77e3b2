import { createContext, type ReactNode, useContext, useState } from 'react';

type GameSelection = { selectedId: string | null; openingId: string | null; select: (id: string) => void };

const GameSelectionContext = createContext<GameSelection | null>(null);

/**
 * The category tabs and the game grid are separate blocks sharing one selected category: `initialId` (the category
 * the member had chosen before leaving for a game), else `openingId` (the grid block's `categoryId`, the operator's
 * choice), else the first one.
 */
export function GameSelectionProvider({
  initialId = null,
  openingId = null,
  children,
}: {
  initialId?: string | null;
  openingId?: string | null;
  children: ReactNode;
}) {
  const [selectedId, select] = useState<string | null>(initialId);
  return (
    <GameSelectionContext.Provider value={{ selectedId, openingId, select }}>
      {children}
    </GameSelectionContext.Provider>
  );
}

/**
 * The selected category: the member's choice, else the opening one, else the first. A category the catalogue does
 * not have (any more) is passed over, never shown empty.
 */
export function useGameSelection(categoryIds: readonly string[]): {
  selectedId: string;
  select: (id: string) => void;
} {
  const selection = useContext(GameSelectionContext);
  if (selection === null) throw new Error('Game blocks need a GameSelectionProvider');
  const known = (id: string | null): id is string => id !== null && categoryIds.includes(id);
  const selectedId = [selection.selectedId, selection.openingId].find(known) ?? categoryIds[0] ?? '';
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

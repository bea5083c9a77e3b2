import type { Location } from 'react-router-dom';

/**
 * Where the member was when they opened a game: the page, how far down it, and which game category was chosen.
 * The lobby hands it to the game page in the navigation state; coming back from the venue puts them there again.
 */
export type PlaceLeft = { path: string; scrollY: number; gameCategory: string | null };

/** The navigation state a game launch carries: the place it was launched from. */
export function gameLaunchState(location: Location, gameCategory: string | null): { from: PlaceLeft } {
  return { from: { path: location.pathname + location.search, scrollY: window.scrollY, gameCategory } };
}

/** The place a navigation state names (a game launch's), or null when it names none. */
export function placeLeftIn(state: unknown): PlaceLeft | null {
  const from = (state as { from?: unknown } | null)?.from;
  return isPlaceLeft(from) ? from : null;
}

export function isPlaceLeft(value: unknown): value is PlaceLeft {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  return (
    typeof place.path === 'string' &&
    typeof place.scrollY === 'number' &&
    (place.gameCategory === null || typeof place.gameCategory === 'string')
  );
}

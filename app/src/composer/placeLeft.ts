import type { Location, NavigateFunction } from 'react-router-dom';

/**
 * Where the member was when they opened a game: the page, how far down it, and which game category was chosen.
 * The lobby hands it to the game page in the navigation state; coming back from the venue puts them there again.
 */
export type PlaceLeft = { path: string; scrollY: number; gameCategory: string | null };

/**
 * Opens a game's launch page, carrying the place it was launched from in the navigation state, and writes down the
 * page as painted now, which the venue's way back shows before the app has loaded (boot/placeLeftSnapshot.ts). The
 * writing loads with the first launch (the service worker has it cached), so the home's first paint does not carry
 * it; the page is not navigated away from before it is written. Without it (its load failed), the game still opens
 * and the way back paints once the app has rendered.
 */
export async function launchGame(
  navigate: NavigateFunction,
  launchPath: string,
  location: Location,
  gameCategory: string | null,
): Promise<void> {
  const from: PlaceLeft = {
    path: location.pathname + location.search,
    scrollY: window.scrollY,
    gameCategory,
  };
  await import('../boot/rememberPaintedPage.ts').then(
    ({ rememberPaintedPage }) => rememberPaintedPage(window),
    (error: unknown) => console.error('The page left for a game could not be written down', error),
  );
  navigate(launchPath, { state: { from } });
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

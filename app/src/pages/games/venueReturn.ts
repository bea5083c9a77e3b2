import { routePaths } from '@platform/domain';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { isPlaceLeft, type PlaceLeft } from '../../composer/placeLeft.ts';

/**
 * What /app/venueBack needs to put the member back where they were: the place they launched the game from and the
 * query cache of that page. The venue navigates the whole tab to /app/venueBack, so the app starts again and only
 * the tab's session storage remembers (the session token lives there too, so nothing outlives the tab).
 */
const RETURN_KEY = 'venueReturn';

type StoredReturn = PlaceLeft & { cache?: DehydratedState };

const home: PlaceLeft = { path: routePaths.home, scrollY: 0, gameCategory: null };

/** The launch's own answer carries the venue's ticket: it is not needed back, and is not written down. */
const isGameLaunch = (queryKey: readonly unknown[]) => queryKey.includes('gameLaunch');

/** Remembers the place and what its page showed (every loaded query), for the venue's way back. */
export function rememberVenueReturn(storage: Storage, place: PlaceLeft, queryClient: QueryClient): void {
  const cache = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && !isGameLaunch(query.queryKey),
  });
  try {
    storage.setItem(RETURN_KEY, JSON.stringify({ ...place, cache } satisfies StoredReturn));
  } catch {
    // A full session storage keeps the place; the page then loads its data again instead of from the cache.
    storage.setItem(RETURN_KEY, JSON.stringify(place satisfies StoredReturn));
  }
}

/**
 * The remembered place, its page's queries put back in the cache (as old as they were, so they refresh once shown),
 * or home when the member arrived some other way. Only an app path is followed, never another origin.
 */
export function restoreVenueReturn(storage: Storage, queryClient: QueryClient): PlaceLeft {
  const stored = readStoredReturn(storage.getItem(RETURN_KEY));
  if (stored === null || !stored.path.startsWith('/') || stored.path.startsWith('//')) return home;
  if (stored.cache !== undefined) hydrate(queryClient, stored.cache);
  return { path: stored.path, scrollY: stored.scrollY, gameCategory: stored.gameCategory };
}

function readStoredReturn(text: string | null): StoredReturn | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPlaceLeft(value) ? (value as StoredReturn) : null;
  } catch {
    return null;
  }
}

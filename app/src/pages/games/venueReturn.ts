import { routePaths } from '@platform/domain';

/**
 * Where /app/venueBack sends the member: the app page they launched the game from. The venue navigates the whole
 * tab to /app/venueBack, so the app starts again and only the tab's session storage remembers it.
 */
const RETURN_KEY = 'venueReturnPath';

export function rememberVenueReturn(storage: Storage, path: string): void {
  storage.setItem(RETURN_KEY, path);
}

/** The remembered page (the next launch replaces it), or home when the member arrived some other way. */
export function venueReturnPath(storage: Storage): string {
  const path = storage.getItem(RETURN_KEY);
  // Only an app path is followed, never another origin.
  return path?.startsWith('/') && !path.startsWith('//') ? path : routePaths.home;
}

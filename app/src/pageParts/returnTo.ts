import type { Location } from 'react-router-dom';

/**
 * Where a member goes back to after setting the withdraw password: the page the gate stopped them on. It travels
 * in the router's history state (not the URL), through /setting/wpassword to /setting/wsuccess.
 */
export type ReturnState = { returnTo: string };

export const returnStateFrom = (location: Location): ReturnState => ({
  returnTo: `${location.pathname}${location.search}`,
});

/** The in-app path to return to, or null (opened from the settings, or a state that is not ours). */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state as { returnTo: unknown };
  // Only a path of this app: never another origin ("//host") even if something else wrote the state.
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : null;
}

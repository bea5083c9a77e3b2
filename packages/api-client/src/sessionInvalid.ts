import type { NativeBridge } from './nativeBridge.ts';
import type { SessionStore } from './sessionStore.ts';

/** The web route a visitor is sent to when the session is gone (spec §2). */
export const LOGIN_PATH = '/login';

export interface SessionInvalidHooks {
  readonly session: SessionStore;
  readonly nativeBridge: NativeBridge;
  /** The app's logout: clears member info, balance, unread count, withdraw-password config, throttles, task data. */
  readonly onSessionInvalid: () => void;
  /** Client-side navigation (the router's navigate); only called on the web. */
  readonly navigate: (path: typeof LOGIN_PATH) => void;
}

/**
 * Reacts to a `data: "token"` answer (spec §4): remove the token, log out, then either hand sign-in to the
 * native app or go to the web login page.
 *
 * Several requests in flight with the same stale token all come back with "token"; only the first one acts
 * (the others find their token already removed). A request sent without a token always acts, because a
 * visitor who opens a member-only page must reach the login page every time.
 */
export function createSessionInvalidHandler(hooks: SessionInvalidHooks): (tokenSent: string | null) => void {
  return (tokenSent) => {
    if (tokenSent !== null && hooks.session.token() !== tokenSent) return;
    hooks.session.removeToken();
    hooks.onSessionInvalid();
    if (hooks.nativeBridge.isNativeApp() && hooks.nativeBridge.requestSignIn()) return;
    hooks.navigate(LOGIN_PATH);
  };
}

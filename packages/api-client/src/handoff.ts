import { storageKeys } from '@platform/domain';
import type { NativeBridge } from './nativeBridge.ts';
import type { KeyValueStorage } from './sessionStore.ts';

/** Query parameters the sign-in handoff reads (spec §3, §4). */
export const handoffQueryParameters = {
  /**
   * Spec §4's "token query parameter", read as a ONE-TIME sign-in handoff code (server: sessions/handoffCodes.ts),
   * never as a session token: a bare link must not plant a session in the tab (login CSRF). The app exchanges it
   * by POST, never over an existing session, and shows whose account it signs in. Never left in the address bar.
   */
  token: 'token',
  /** `1` when the native shell opened the webview (see nativeBridge.ts). */
  nativeApp: 'app',
  /** Invite code of a shared invite link; kept in session storage as `aid`. */
  inviteCode: 'i_code',
  /** The other spelling some campaign links use. */
  inviteCodeAlternative: 'invite_code',
} as const;

/** Parameters removed from the address bar: secrets (the handoff code) and one-time signals (the app marker). */
const parametersToRemove = [handoffQueryParameters.token, handoffQueryParameters.nativeApp];

export interface HandoffEnvironment {
  readonly location: { readonly href: string };
  readonly history: Pick<History, 'state' | 'replaceState'>;
  readonly sessionStorage: KeyValueStorage;
  readonly nativeBridge: NativeBridge;
}

export interface HandoffResult {
  /**
   * The one-time handoff code that arrived, or null. Nothing is stored: the app decides whether to exchange it (a
   * tab that already holds a session keeps it) and confirms the account it signs in.
   */
  readonly handoffCode: string | null;
  /** The page runs inside the native app (the `app` session flag is now set). */
  readonly nativeApp: boolean;
  /** The invite code in effect for registration, from this URL or an earlier one in this tab. */
  readonly inviteCode: string | null;
}

/**
 * Runs once at boot, synchronously, BEFORE the first render (call it in the entry module ahead of
 * `createRoot().render`), so the code is out of the address bar and history before anything paints, is recorded
 * by analytics, or can leak through a Referer header.
 */
export function applySignInHandoff(environment: HandoffEnvironment): HandoffResult {
  const url = new URL(environment.location.href);
  const parameters = url.searchParams;
  const keys = storageKeys.session;

  const codeParameter = parameters.get(handoffQueryParameters.token);
  const handoffCode = codeParameter === null || codeParameter === '' ? null : codeParameter;

  const nativeApp =
    parameters.get(handoffQueryParameters.nativeApp) === '1' || environment.nativeBridge.isNativeApp();
  if (nativeApp) environment.nativeBridge.markNativeApp();

  const inviteCode =
    parameters.get(handoffQueryParameters.inviteCode) ||
    parameters.get(handoffQueryParameters.inviteCodeAlternative);
  if (inviteCode) environment.sessionStorage.setItem(keys.inviteCode, inviteCode);

  const present = parametersToRemove.filter((name) => parameters.has(name));
  if (present.length > 0) {
    for (const name of present) parameters.delete(name);
    // Same path, other parameters and hash kept; replaceState adds no history entry and does not reload.
    environment.history.replaceState(
      environment.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }

  return { handoffCode, nativeApp, inviteCode: environment.sessionStorage.getItem(keys.inviteCode) };
}

import { storageKeys } from '@platform/domain';
import type { NativeBridge } from './nativeBridge.ts';
import type { KeyValueStorage } from './sessionStore.ts';

/** Query parameters the sign-in handoff reads (spec §3, §4). */
export const handoffQueryParameters = {
  /** A session token handed over by the native app or another entry point; never left in the address bar. */
  token: 'token',
  /** `1` when the native shell opened the webview (see nativeBridge.ts). */
  nativeApp: 'app',
  /** Invite code of a shared invite link; kept in session storage as `aid`. */
  inviteCode: 'i_code',
  /** The other spelling some campaign links use. */
  inviteCodeAlternative: 'invite_code',
} as const;

/** Parameters removed from the address bar: secrets (the token) and one-time signals (the app marker). */
const parametersToRemove = [handoffQueryParameters.token, handoffQueryParameters.nativeApp];

export interface HandoffEnvironment {
  readonly location: { readonly href: string };
  readonly history: Pick<History, 'state' | 'replaceState'>;
  readonly sessionStorage: KeyValueStorage;
  readonly nativeBridge: NativeBridge;
}

export interface HandoffResult {
  /**
   * The token that arrived and is now the session token, or null. The app hands it to its session machine
   * (`SESSION.HANDOFF`), which starts signed in and, in the native app, sets the login flag.
   */
  readonly token: string | null;
  /** The page runs inside the native app (the `app` session flag is now set). */
  readonly nativeApp: boolean;
  /** The invite code in effect for registration, from this URL or an earlier one in this tab. */
  readonly inviteCode: string | null;
}

/**
 * Runs once at boot, synchronously, BEFORE the first render (call it in the entry module ahead of
 * `createRoot().render`), so the token is out of the address bar before anything paints, is recorded by
 * analytics, or can leak through a Referer header.
 */
export function applySignInHandoff(environment: HandoffEnvironment): HandoffResult {
  const url = new URL(environment.location.href);
  const parameters = url.searchParams;
  const keys = storageKeys.session;

  const tokenParameter = parameters.get(handoffQueryParameters.token);
  const token = tokenParameter === null || tokenParameter === '' ? null : tokenParameter;
  if (token !== null) environment.sessionStorage.setItem(keys.token, token);

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

  return { token, nativeApp, inviteCode: environment.sessionStorage.getItem(keys.inviteCode) };
}

import { storageKeys } from '@platform/domain';
import type { KeyValueStorage } from './sessionStore.ts';

/**
 * The boundary between this web app and the native app that may host it in a webview (spec §1, §4).
 *
 * Contract with the native shell:
 * - The shell injects an object at `window.platformNative` before any page script runs (Android
 *   `addJavascriptInterface`, iOS `WKUserScript` at document start). It has one method, `requestSignIn()`,
 *   which shows the native sign-in screen; after a successful sign-in the shell asks the API for a one-time
 *   handoff code with its own session (`POST /api/f/v1/member/token/handoff`) and reloads the webview with
 *   `?token=<code>&app=1`; the webview exchanges the code for a session of its own (see handoff.ts).
 * - The shell may also (or instead, for a shell too old to inject) open the webview with `?app=1`.
 *
 * Detection: the webview counts as the native app when the session flag `app` is `"1"` or the injected
 * object is present. The sign-in handoff writes the flag, so detection survives in-tab reloads that drop the
 * query string. No user-agent sniffing: user agents are spoofable and vary per shell build.
 */
export interface NativeBridge {
  /** True inside the native app's webview. */
  isNativeApp(): boolean;
  /** Records that this tab runs inside the native app (the `app` session flag). */
  markNativeApp(): void;
  /**
   * Asks the native shell to sign the member in. Returns false when the shell exposes no handler (flag set by
   * an old shell) or its handler throws, so the caller can fall back to the web login page.
   */
  requestSignIn(): boolean;
}

/** The global the native shell injects. */
export const NATIVE_SHELL_GLOBAL_NAME = 'platformNative';
/** The value of the `app` session flag that marks the native webview. */
export const NATIVE_APP_FLAG_VALUE = '1';

interface InjectedNativeShell {
  requestSignIn(): void;
}

function isInjectedNativeShell(value: unknown): value is InjectedNativeShell {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { requestSignIn?: unknown }).requestSignIn === 'function'
  );
}

/**
 * The bridge for a page: `host` is the window (or any object that may carry the injected global), `session`
 * is its sessionStorage.
 */
export function createNativeBridge(host: object, session: KeyValueStorage): NativeBridge {
  const injectedShell = (): InjectedNativeShell | null => {
    const candidate = (host as Record<string, unknown>)[NATIVE_SHELL_GLOBAL_NAME];
    return isInjectedNativeShell(candidate) ? candidate : null;
  };
  return {
    isNativeApp: () =>
      session.getItem(storageKeys.session.nativeApp) === NATIVE_APP_FLAG_VALUE || injectedShell() !== null,
    markNativeApp: () => session.setItem(storageKeys.session.nativeApp, NATIVE_APP_FLAG_VALUE),
    requestSignIn: () => {
      const shell = injectedShell();
      if (shell === null) return false;
      try {
        shell.requestSignIn();
        return true;
      } catch {
        // A broken shell handler must not strand the member: the caller falls back to the web login page.
        return false;
      }
    },
  };
}

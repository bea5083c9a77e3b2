import type { Locale } from '@platform/domain';
import { createNativeBridge, type NativeBridge } from '../../src/nativeBridge.ts';
import { type ClientStorage, createMemoryStorage } from '../../src/sessionStore.ts';
import type { TransportOptions } from '../../src/transport.ts';

/** What the app-side hooks of a client under test were asked to do. */
export interface HookLog {
  logouts: number;
  navigations: string[];
  nativeSignInRequests: number;
}

export interface ClientFixture {
  readonly storage: ClientStorage;
  readonly hooks: HookLog;
  /** A window-like object; set `platformNative` on it to play the native shell. */
  readonly host: Record<string, unknown>;
  readonly nativeBridge: NativeBridge;
  locale: Locale;
  readonly options: (baseUrl: string, overrides?: Partial<TransportOptions>) => TransportOptions;
}

/** Real storage semantics (in memory), a real native bridge over a window-like object, hooks that record. */
export function createClientFixture(initialSession: Record<string, string> = {}): ClientFixture {
  const storage = { session: createMemoryStorage(initialSession), local: createMemoryStorage() };
  const hooks: HookLog = { logouts: 0, navigations: [], nativeSignInRequests: 0 };
  const host: Record<string, unknown> = {};
  const nativeBridge = createNativeBridge(host, storage.session);
  const fixture: ClientFixture = {
    storage,
    hooks,
    host,
    nativeBridge,
    locale: 'zh-CN',
    options: (baseUrl, overrides = {}) => ({
      baseUrl,
      siteCode: 'hgty',
      sendSiteCodeHeader: true,
      getLocale: () => fixture.locale,
      storage,
      nativeBridge,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      onSessionInvalid: () => {
        hooks.logouts += 1;
      },
      navigate: (path) => {
        hooks.navigations.push(path);
      },
      retry: { random: () => 0 },
      ...overrides,
    }),
  };
  return fixture;
}

/** Plays the native shell: injects `window.platformNative` and counts sign-in requests. */
export function injectNativeShell(fixture: ClientFixture): void {
  fixture.host.platformNative = {
    requestSignIn: () => {
      fixture.hooks.nativeSignInRequests += 1;
    },
  };
}

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppRuntime } from './appRuntime.ts';
import { BrowserStateShownContext } from './browserStateShown.ts';

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

function useRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (runtime === null) throw new Error('useAppRuntime() needs the app providers above it');
  return runtime;
}

/** The runtime without its api-client: pages and blocks reach the client one way only, `useApiClient()`. */
export const useAppRuntime = (): Omit<AppRuntime, 'client'> => useRuntime();

export const useSiteConfig = () => useRuntime().config;
/** The one way to the api-client in the app. */
export const useApiClient = () => useRuntime().client;

/**
 * What the server renders and hydration starts from: a visitor, no hijack notice. The prerendered HTML is the
 * visitor's page (ssr/renderSitePage.tsx), so hydration renders it as such, and the page shows what this browser
 * knows (a signed-in member, an unknown host) once App lets it, in a transition (browserStateShown.ts).
 */
const serverRendersVisitor = () => false;
const serverRaisesNoNotice = () => false;

/** Whether a member is signed in, as the session machine says. */
export function useSignedIn(): boolean {
  const { session } = useAppRuntime();
  const shown = useContext(BrowserStateShownContext);
  return useSyncExternalStore(
    session.subscribe,
    shown ? session.signedIn : serverRendersVisitor,
    serverRendersVisitor,
  );
}

export function useHijackNoticeRaised(): boolean {
  const { hijack } = useAppRuntime();
  const shown = useContext(BrowserStateShownContext);
  return useSyncExternalStore(
    hijack.subscribe,
    shown ? hijack.isRaised : serverRaisesNoNotice,
    serverRaisesNoNotice,
  );
}

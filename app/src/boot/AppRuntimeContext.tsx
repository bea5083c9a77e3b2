import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppRuntime } from './appRuntime.ts';

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
 * visitor's page (ssr/renderSitePage.tsx), so hydration renders it as such and React then renders once more with
 * what this browser knows (a signed-in member, an unknown host): React's own server-snapshot mechanism, no flag.
 */
const serverRendersVisitor = () => false;
const serverRaisesNoNotice = () => false;

/** Whether a member is signed in, as the session machine says. */
export function useSignedIn(): boolean {
  const { session } = useAppRuntime();
  return useSyncExternalStore(session.subscribe, session.signedIn, serverRendersVisitor);
}

export function useHijackNoticeRaised(): boolean {
  const { hijack } = useAppRuntime();
  return useSyncExternalStore(hijack.subscribe, hijack.isRaised, serverRaisesNoNotice);
}

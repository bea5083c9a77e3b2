import { useSelector } from '@xstate/react';
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

/** Whether a member is signed in, as the session machine says. */
export function useSignedIn(): boolean {
  const { session } = useAppRuntime();
  return useSelector(session, (snapshot) => snapshot.hasTag('signedIn'));
}

export function useHijackNoticeRaised(): boolean {
  const { hijack } = useAppRuntime();
  return useSyncExternalStore(hijack.subscribe, hijack.isRaised);
}

import { useSelector } from '@xstate/react';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppRuntime } from './appRuntime.ts';

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (runtime === null) throw new Error('useAppRuntime() needs the app providers above it');
  return runtime;
}

export const useSiteConfig = () => useAppRuntime().config;
export const useApiClient = () => useAppRuntime().client;

/** Whether a member is signed in, as the session machine says. */
export function useSignedIn(): boolean {
  const { session } = useAppRuntime();
  return useSelector(session, (snapshot) => snapshot.hasTag('signedIn'));
}

export function useHijackNoticeRaised(): boolean {
  const { hijack } = useAppRuntime();
  return useSyncExternalStore(hijack.subscribe, hijack.isRaised);
}

import type { ConsoleCaller } from '@platform/api-client/console';
import { createContext, type ReactNode, useContext } from 'react';
import type { ConsoleLocale } from '../i18n/consoleCatalog.ts';

/** What every console page reads: the typed console calls, and the language with its switch. */
export interface ConsoleRuntime {
  readonly call: ConsoleCaller;
  readonly locale: ConsoleLocale;
  readonly switchLocale: (locale: ConsoleLocale) => void;
}

const ConsoleRuntimeContext = createContext<ConsoleRuntime | null>(null);

export function ConsoleRuntimeProvider({
  runtime,
  children,
}: {
  runtime: ConsoleRuntime;
  children: ReactNode;
}) {
  return <ConsoleRuntimeContext.Provider value={runtime}>{children}</ConsoleRuntimeContext.Provider>;
}

export function useConsoleRuntime(): ConsoleRuntime {
  const runtime = useContext(ConsoleRuntimeContext);
  if (runtime === null) throw new Error('useConsoleRuntime() needs a <ConsoleRuntimeProvider> above it');
  return runtime;
}

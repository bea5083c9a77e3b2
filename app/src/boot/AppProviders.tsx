import { LocaleProvider, SiteThemeProvider, ToastProvider } from '@platform/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppRuntimeContext } from './AppRuntimeContext.tsx';
import type { AppRuntime } from './appRuntime.ts';

/** The providers every page sits in: runtime, query cache, the site's theme and language, toasts. */
export function AppProviders({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return (
    <AppRuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <SiteThemeProvider site={runtime.site.code} tokens={runtime.config.theme}>
          <LocaleProvider catalogs={runtime.catalogs}>
            <ToastProvider>{children}</ToastProvider>
          </LocaleProvider>
        </SiteThemeProvider>
      </QueryClientProvider>
    </AppRuntimeContext.Provider>
  );
}

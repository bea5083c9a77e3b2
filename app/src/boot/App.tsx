import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { AppProviders } from './AppProviders.tsx';
import type { AppRuntime } from './appRuntime.ts';
import { BrowserStateShownContext } from './browserStateShown.ts';
import { PageCommittedContext } from './pageCommitted.tsx';
import { RoutedPages } from './RoutedPages.tsx';

export function App({
  runtime,
  hydrating = false,
  onFirstCommit,
}: {
  runtime: AppRuntime;
  /** Whether this render hydrates server HTML: the browser's own state then shows after it (browserStateShown.ts). */
  hydrating?: boolean;
  /** After the first page has rendered (or hydrated) and committed: the page is the app's from here. */
  onFirstCommit?: () => void;
}) {
  const [browserStateShown, setBrowserStateShown] = useState(!hydrating);
  useEffect(() => {
    startTransition(() => setBrowserStateShown(true));
  }, []);
  const committed = useRef(false);
  // Once: a later page (or the page's boundary mounting again) is not the first commit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callback of the first render is the one to call
  const onPageCommitted = useCallback(() => {
    if (committed.current) return;
    committed.current = true;
    onFirstCommit?.();
  }, []);
  return (
    <PageCommittedContext value={onPageCommitted}>
      <BrowserStateShownContext value={browserStateShown}>
        <AppProviders runtime={runtime}>
          <RoutedPages router={runtime.router} routes={runtime.routes} />
        </AppProviders>
      </BrowserStateShownContext>
    </PageCommittedContext>
  );
}

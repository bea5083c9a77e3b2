import { useCallback, useRef } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import type { AppRuntime } from './appRuntime.ts';
import { PageCommittedContext } from './pageCommitted.tsx';

export function App({
  runtime,
  onFirstCommit,
}: {
  runtime: AppRuntime;
  /** After the first page has rendered (or hydrated) and committed: the page is the app's from here. */
  onFirstCommit?: () => void;
}) {
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
      <AppProviders runtime={runtime}>
        <RouterProvider router={runtime.router} />
      </AppProviders>
    </PageCommittedContext>
  );
}

import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import type { AppRuntime } from './appRuntime.ts';

export function App({
  runtime,
  onFirstCommit,
}: {
  runtime: AppRuntime;
  /** After the first render (or hydration) has committed: the page is the app's from here. */
  onFirstCommit?: () => void;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit (a later callback is not a new commit)
  useEffect(() => {
    onFirstCommit?.();
  }, []);
  return (
    <AppProviders runtime={runtime}>
      <RouterProvider router={runtime.router} />
    </AppProviders>
  );
}

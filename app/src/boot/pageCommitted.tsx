import { createContext, useContext, useEffect } from 'react';

/**
 * What runs once the page itself has committed (hydrated, on a server-rendered load): App's `onFirstCommit`. The page
 * hydrates in its own Suspense boundary after the frame (layout/RootLayout.tsx PageOutlet), so the root's first
 * commit is too early for what needs the page's handlers: a kept tap replayed then would reach HTML React has not
 * hydrated yet, and be lost.
 */
export const PageCommittedContext = createContext<(() => void) | undefined>(undefined);

/** Inside the page's boundary: tells App the page has committed. Renders nothing, on the server as in the browser. */
export function PageCommitted() {
  const onCommitted = useContext(PageCommittedContext);
  useEffect(() => {
    onCommitted?.();
  }, [onCommitted]);
  return null;
}

import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** Where startApp puts the app: rendered from scratch, or hydrating the page's prerendered HTML. */
export type AppRoot = {
  render(app: ReactNode): void;
  /** Absent where no page is ever prerendered (the browser tests' roots). */
  hydrate?: (app: ReactNode) => void;
};

/**
 * The page's #root. `render` replaces whatever the HTML held (React clears the container on the first commit), so a
 * prerendered page that is not hydrated (another site's file, a desktop browser being redirected) still boots.
 */
export function browserAppRoot(container: Element): AppRoot {
  let root: Root | null = null;
  return {
    render(app) {
      root ??= createRoot(container);
      root.render(app);
    },
    hydrate(app) {
      // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle input and paint
      // between them; hydrated at once, the home was one task of 200 ms (800 ms on Lighthouse's 4x slower phone),
      // which is all of the Total Blocking Time. The HTML is already on screen, so nothing waits for it to finish.
      startTransition(() => {
        root = hydrateRoot(container, app);
      });
    },
  };
}

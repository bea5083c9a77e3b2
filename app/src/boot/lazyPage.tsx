import { type ComponentType, use } from 'react';
import { rememberFailedLoad } from './failedLoads.ts';
import { readablePromise } from './readablePromise.ts';

/**
 * A page module loaded when its route is first matched (spec §2: pages load lazily) and rendered by `PageOf`.
 * `load` fetches it, once however often it is called: boot and the server call it ahead of the first render
 * (boot/pageModules.ts).
 */
export type LazyPage = { load: () => Promise<ComponentType> };

export function lazyPage(importModule: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  const load = () => {
    if (loading !== undefined) return loading;
    const attempt = readablePromise(
      importModule().then(
        (module) => module.default,
        (error: unknown) => {
          // Kept until the member retries or shows another page (boot/failedLoads.ts), then loaded again.
          rememberFailedLoad(() => {
            if (loading === attempt) loading = undefined;
          });
          throw error;
        },
      ),
    );
    loading = attempt;
    return attempt;
  };
  return { load };
}

/**
 * Renders a lazy page, suspending the page's boundary (layout/RootLayout.tsx) until its module has loaded. A page
 * loaded before the first render, as boot loads the prerendered page's before it hydrates and the server before it
 * renders, renders at once, with no fallback and no second commit, so hydration finds exactly the server's markup.
 */
export function PageOf({ page }: { page: LazyPage }) {
  const Page = use(page.load());
  return <Page />;
}

import { type ReactNode, use } from 'react';
import { useAppRuntime } from '../boot/AppRuntimeContext.tsx';

/**
 * Renders `children` once the pages' strings are loaded: a page load that started on the home booted without them
 * (they follow when the browser is idle), so the first other page may wait for their chunk, as for its own module.
 * Loaded already, `use` reads them at once (boot/readablePromise.ts); called on every render, so a render that
 * waited for them finds the same call when it is tried again.
 */
export function PageStrings({ children }: { children: ReactNode }) {
  use(useAppRuntime().loadPageStrings());
  return children;
}

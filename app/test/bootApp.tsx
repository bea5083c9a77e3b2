import { createRoot } from 'react-dom/client';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import type { AppRoute } from '../src/boot/appRoute.ts';
import { createAppRouter } from '../src/boot/appRouter.ts';
import type { AppRuntime } from '../src/boot/appRuntime.ts';
import { type StartOptions, startApp } from '../src/boot/startApp.tsx';
import { appRoutes } from '../src/routes.tsx';

export type BootOptions = {
  /** The app route to open (the memory router's first entry). */
  path?: string;
  /** The page URL's query at boot: `?site=by`, `?token=…`. */
  search?: string;
  loadConfig?: StartOptions['loadConfig'];
  /** The route table, when a test adds a page of its own; the app's by default. */
  routes?: AppRoute[];
};

const cleanups: (() => void)[] = [];

/**
 * Boots the real app (handoff, site resolution, config load, providers, route table) into this test page, with a
 * memory router in place of the address bar and the reference API behind the same origin.
 */
export async function bootApp({
  path = '/app/home',
  search = '',
  loadConfig,
  routes = appRoutes,
}: BootOptions = {}): Promise<AppRuntime | null> {
  const originalUrl = window.location.href;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let runtime: AppRuntime | null = null;
  cleanups.push(() => {
    root.unmount();
    container.remove();
    runtime?.session.stop();
    runtime?.queryClient.clear();
    window.history.replaceState(null, '', originalUrl);
    window.sessionStorage.clear();
    restoreDocumentElement();
  });
  runtime = await startApp({
    root,
    window,
    routes,
    createRouter: (routes) =>
      createAppRouter(
        UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
        routes,
        window.navigator,
      ),
    allowSiteQuery: true,
    ...(loadConfig === undefined ? {} : { loadConfig }),
  });
  return runtime;
}

/** Takes off what a boot puts on <html>: the site's theme class, language and site code. */
export function restoreDocumentElement(): void {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('lang');
  delete document.documentElement.dataset.site;
}

/** Unmounts every app booted by the test and restores the page (URL, <html>, session storage). */
export function cleanUpBootedApps(): void {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
}

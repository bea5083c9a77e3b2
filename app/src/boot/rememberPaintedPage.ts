import { APP_ROOT_ID, type PaintedPage, SNAPSHOT_KEY } from './placeLeftSnapshot.ts';

/**
 * Writes down the page as it is painted now (the app's root, the scroll position, the linked stylesheets), for the
 * venue's way back (boot/placeLeftSnapshot.ts). Loaded by the first game launch (composer/placeLeft.ts), not with the
 * home: nothing of the first paint needs it.
 */
export function rememberPaintedPage(window: Window): void {
  const { document } = window;
  const root = document.getElementById(APP_ROOT_ID);
  if (root === null) return;
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => link.href,
  );
  const page: PaintedPage = { html: root.innerHTML, scrollY: window.scrollY, stylesheets };
  try {
    window.sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(page));
  } catch {
    // A full session storage: the way back paints when the app has rendered, as a cold load does.
    window.sessionStorage.removeItem(SNAPSHOT_KEY);
  }
}

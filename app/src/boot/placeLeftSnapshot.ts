import { venueBackPath } from '@platform/domain';

/**
 * The page a member left for a game, as it was painted, for the venue's way back. A venue leaves by navigating the
 * whole tab to /app/venueBack, so coming back is a cold page load: the app's script must load, run, fetch the
 * site's config and language and render before anything of the page shows (hundreds of milliseconds on a busy
 * phone). This module lets the page paint at once instead: at the launch the app's markup, scroll position and
 * stylesheets are written to the tab's session storage; the document of /app/venueBack paints them before the app
 * script runs (paintPlaceLeft.ts, an entry of its own with nothing else in it) and hides the app's root beneath them;
 * the live page takes over when it has rendered the same place (revealLivePage). Writing the page down at the launch
 * (boot/rememberPaintedPage.ts) loads with the first launch, not with the home. The copy is inert and hidden from
 * assistive technology: it is a picture of the page, only the live page is used.
 *
 * The markup is the app's own, rendered by React (text escaped), and the tab's session storage is the same place
 * that holds the session token and the page's query cache (pages/games/venueReturn.ts).
 */
export const SNAPSHOT_KEY = 'placeLeftSnapshot';
const SNAPSHOT_ELEMENT_ID = 'place-left-snapshot';
export const APP_ROOT_ID = 'root';

export type PaintedPage = { html: string; scrollY: number; stylesheets: string[] };

/**
 * On /app/venueBack, paints the page remembered at the launch over the (hidden) app root, scrolled as the member
 * left it, and forgets it (it is shown once). Anywhere else, or with nothing remembered, does nothing.
 */
export function paintPlaceLeft(window: Window): void {
  if (window.location.pathname !== venueBackPath) return;
  const page = readPaintedPage(window.sessionStorage.getItem(SNAPSHOT_KEY));
  window.sessionStorage.removeItem(SNAPSHOT_KEY);
  const { document } = window;
  const root = document.getElementById(APP_ROOT_ID);
  if (page === null || root === null) return;
  // The app's own stylesheets only: the ones the page had that this document does not link yet (a page's chunk).
  for (const href of page.stylesheets) {
    if (new URL(href).origin !== window.location.origin) continue;
    if ([...document.styleSheets].some((sheet) => sheet.href === href)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  const snapshot = document.createElement('div');
  snapshot.id = SNAPSHOT_ELEMENT_ID;
  snapshot.inert = true;
  snapshot.setAttribute('aria-hidden', 'true');
  snapshot.innerHTML = page.html;
  root.before(snapshot);
  root.hidden = true;
  window.scrollTo(0, page.scrollY);
  performance.mark('place-left-painted');
}

/**
 * The live page takes over from the painted copy, in one step before the next paint (call it from a layout
 * effect): the copy goes, the app's root shows. Does nothing when no copy is shown.
 */
export function revealLivePage(document: Document): void {
  const snapshot = document.getElementById(SNAPSHOT_ELEMENT_ID);
  if (snapshot === null) return;
  snapshot.remove();
  const root = document.getElementById(APP_ROOT_ID);
  if (root !== null) root.hidden = false;
  performance.mark('place-left-live');
}

function readPaintedPage(text: string | null): PaintedPage | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<PaintedPage> | null;
    return typeof value?.html === 'string' &&
      typeof value.scrollY === 'number' &&
      Array.isArray(value.stylesheets) &&
      value.stylesheets.every((href) => typeof href === 'string')
      ? (value as PaintedPage)
      : null;
  } catch {
    return null;
  }
}

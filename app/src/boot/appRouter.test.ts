import { nestedEntryPaths, routePaths } from '@platform/domain';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { appRoutes } from '../routes.tsx';
import { createAppRouter } from './appRouter.ts';
import type { BrowserIdentity } from './deviceKind.ts';

const phone: BrowserIdentity = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile',
  maxTouchPoints: 5,
};
const desktop: BrowserIdentity = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', maxTouchPoints: 0 };

function routerAt(path: string, browser: BrowserIdentity) {
  return createAppRouter(
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
    appRoutes,
    browser,
  );
}

describe("the app's router forwards before anything renders", () => {
  test('the first entry: / opens the home with its query, one entry in history', () => {
    const router = routerAt('/?i_code=AB12', phone);
    expect(router.state.location.pathname).toBe(routePaths.home);
    expect(router.state.location.search).toBe('?i_code=AB12');
    expect((router.history as ReturnType<typeof UNSAFE_createMemoryHistory>).index).toBe(0);
  });

  test('a navigation: subscribers see only where it lands, and back skips the forwarding path', () => {
    const router = routerAt(routePaths.helpCentre, phone);
    const seen: string[] = [];
    router.subscribe((state) => seen.push(`${state.location.pathname}${state.location.search}`));
    router.navigate(`${nestedEntryPaths.register}?i_code=AB12`);
    expect(seen).toEqual([`${routePaths.register}?i_code=AB12`]);
    router.navigate(routePaths.entry);
    expect(router.state.location.pathname).toBe(routePaths.login);
    router.history.go(-1);
    expect(router.state.location.pathname).toBe(routePaths.register);
  });

  test('by device: a desktop on the phone home goes to the landing, a phone on the landing to the home', () => {
    expect(routerAt(`${routePaths.home}?x=1`, desktop).state.location).toMatchObject({
      pathname: routePaths.desktopHome,
      search: '?x=1',
    });
    expect(routerAt(routePaths.desktopHome, phone).state.location.pathname).toBe(routePaths.home);
    expect(routerAt(routePaths.home, phone).state.location.pathname).toBe(routePaths.home);
  });
});

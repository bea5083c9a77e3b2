import { routePaths } from '@platform/domain';
import type { Forward, ForwardedLocation } from './appRoute.ts';
import { isMobileBrowser } from './deviceKind.ts';

type DeviceKind = 'mobile' | 'desktop';

/**
 * Where a browser of `device` kind belongs instead of `location`, query string kept (spec §2): phones on the
 * desktop landing go to the app home, desktops on the app home go to the landing page. Null: it may stay.
 */
export function deviceRedirectTarget(location: ForwardedLocation, device: DeviceKind): string | null {
  if (device === 'mobile' && location.pathname === routePaths.desktopHome)
    return `${routePaths.home}${location.search}`;
  if (device === 'desktop' && location.pathname === routePaths.home)
    return `${routePaths.desktopHome}${location.search}`;
  return null;
}

/**
 * The forward of /home and /app/home: the browser goes to its device's page before anything renders
 * (boot/appRouter.ts). The server's render, which no browser asks for, stays (a phone's page).
 */
export const forwardByDevice: Forward = (location, browser) =>
  browser === null ? null : deviceRedirectTarget(location, isMobileBrowser(browser) ? 'mobile' : 'desktop');

import { routePaths } from '@platform/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { type BrowserIdentity, isMobileBrowser } from './deviceKind.ts';

type DeviceKind = 'mobile' | 'desktop';

/**
 * Where a browser of `device` kind belongs instead of `pathname`, query string kept (spec §2): phones on the
 * desktop landing go to the app home, desktops on the app home go to the landing page. Null: it may stay.
 */
export function deviceRedirectTarget(url: URL, device: DeviceKind): string | null {
  if (device === 'mobile' && url.pathname === routePaths.desktopHome)
    return `${routePaths.home}${url.search}`;
  if (device === 'desktop' && url.pathname === routePaths.home)
    return `${routePaths.desktopHome}${url.search}`;
  return null;
}

/**
 * A route loader for /home and /app/home that sends the browser to its device's page before anything renders.
 * `readBrowser` gives `navigator` in the app (read when the route loads); tests pass a phone or a desktop.
 */
export function redirectByDevice(readBrowser: () => BrowserIdentity = () => navigator) {
  return ({ request }: LoaderFunctionArgs) => {
    const device = isMobileBrowser(readBrowser()) ? 'mobile' : 'desktop';
    const target = deviceRedirectTarget(new URL(request.url), device);
    return target === null ? null : redirect(target);
  };
}

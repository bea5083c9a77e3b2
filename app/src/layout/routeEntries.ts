import type { ComponentType } from 'react';
import type { RouteHandle } from './routeHandle.ts';

/** A page module's default export, loaded when its route is first matched (spec §2: pages load lazily). */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A route's handle, typed (its nav-bar title is a key of the page-titles catalog). */
export const handle = (value: RouteHandle) => value;

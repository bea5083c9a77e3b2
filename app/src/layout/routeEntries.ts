import type { RouteHandle } from './routeHandle.ts';

/** A route's handle, typed (its nav-bar title is a key of the page-titles catalog). */
export const handle = (value: RouteHandle) => value;

import type { EndpointName, EndpointRoute } from '@platform/contract';

type RouteTable = Readonly<Record<EndpointName, EndpointRoute>>;

let table: Promise<RouteTable> | undefined;

/**
 * The route (method, path, encoding…) of one endpoint, from the contract's schema-free table, which loads with the
 * first call rather than with the app's boot: the home a phone opens first is painted from the server's HTML with
 * the data it needs, so the table of ~80 paths (2.8 KB gzip) left the initial JavaScript (issue 20's 150 KB line).
 * A call is asynchronous anyway; only the first waits for the chunk.
 */
export async function endpointRouteOf(name: EndpointName): Promise<EndpointRoute> {
  table ??= import('@platform/contract/endpointRoutes').then((module) => module.endpointRoutes);
  return (await table)[name];
}

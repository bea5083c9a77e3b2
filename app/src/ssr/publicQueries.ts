import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../data/queryKeys.ts';

const memberOwnedScopes: readonly unknown[] = [queryKeys.memberScope[0], queryKeys.taskScope[0]];

/**
 * Whether a cache entry holds public data (site content, activities, the lobby), which any visitor of the site gets
 * the same, and may go into a page's HTML. A member's own data lives under the member scopes (data/queryKeys.ts) and
 * never does: the server renders without the member's session (app/README "First paint").
 */
export function isPublicQuery(key: QueryKey): boolean {
  return !memberOwnedScopes.includes(key[0]);
}

/**
 * Loads the public queries a render has asked for and not yet got, until `deadlineMs`: what has not answered by
 * then is cancelled and left to the client, so a slow endpoint delays the page by the deadline at most, never fails
 * it. Resolves to how many are loaded.
 */
export async function loadPublicQueries(queryClient: QueryClient, deadlineMs: number): Promise<number> {
  const wanted = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && isPublicQuery(query.queryKey) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deadlineMs);
  });
  await Promise.race([Promise.allSettled(wanted.map((query) => query.fetch())), deadline]);
  clearTimeout(timer);
  await queryClient.cancelQueries({ predicate: (query) => query.state.fetchStatus === 'fetching' });
  return wanted.filter((query) => query.state.status === 'success').length;
}

import type { RecommendedMatchPlacement } from '@platform/domain';
import type { Match } from '@platform/ui';
import { useActorRef } from '@xstate/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  createRecommendedMatchesFlow,
  type FetchMatchPage,
  type PagedMatch,
  type RecommendedMatchesFlow,
} from '../flows/recommendedMatchesFlow.ts';
import type { MatchPaging } from './homeData.ts';

type PagingSnapshot = SnapshotFrom<RecommendedMatchesFlow>;

/** Whether two states of the machine show the same block: the same status and the same page of matches. */
function showsTheSame(left: PagingSnapshot, right: PagingSnapshot): boolean {
  return (
    (['hidden', 'failed', 'loading'] as const).every((tag) => left.hasTag(tag) === right.hasTag(tag)) &&
    left.context.items === right.context.items &&
    left.context.page === right.context.page &&
    left.context.total === right.context.total
  );
}

/**
 * Runs the recommended-match machine for one block. `enabled` is the site's `features.recommendedMatches`: when
 * false the machine stays hidden and fetches nothing. `placement` is the block's configured starting placement.
 */
export function useMatchPaging(
  fetchPage: FetchMatchPage,
  enabled: boolean,
  placement: RecommendedMatchPlacement,
  launchPathOf: (match: PagedMatch) => string | undefined,
): MatchPaging {
  const [machine] = useState(() => createRecommendedMatchesFlow(fetchPage));
  const actor = useActorRef(machine, { input: { enabled, placement } });
  const send = actor.send;
  // The machine's states reach React as transitions, not through `useSyncExternalStore` (`useActor`), whose updates
  // React always renders synchronously: the first page's answer arriving while the home still hydrated rendered the
  // block, and hydrated what was left of the page, in one task of up to 600 ms at Lighthouse's 4x CPU (issue 20,
  // TBT on hgty and hgtyc). A transition renders in slices the browser can interrupt.
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot());
  const shown = useRef(snapshot);
  useEffect(() => {
    // From the state it has now (it started after the first render), then at every change the block would show.
    const show = () => {
      const next = actor.getSnapshot();
      if (showsTheSame(shown.current, next)) return;
      shown.current = next;
      startTransition(() => setSnapshot(next));
    };
    show();
    const subscription = actor.subscribe(show);
    return () => subscription.unsubscribe();
  }, [actor]);
  if (snapshot.hasTag('hidden')) return { status: 'hidden' };
  if (snapshot.hasTag('failed')) return { status: 'error', retry: () => send({ type: 'RETRY' }) };
  if (snapshot.hasTag('loading')) return { status: 'loading' };
  const { items, page, total } = snapshot.context;
  return {
    status: 'ready',
    matches: items,
    page,
    total,
    next: () => send({ type: 'NEXT_PAGE' }),
    launchPathOf: (match: Match) => {
      const paged = items.find((item) => item.id === match.id);
      return paged === undefined ? undefined : launchPathOf(paged);
    },
  };
}

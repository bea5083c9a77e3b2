import type { RecommendedMatchPlacement } from '@platform/domain';
import type { Match } from '@platform/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  createRecommendedMatchesFlow,
  type FetchMatchPage,
  type PagedMatch,
  type RecommendedMatchesFlow,
} from '../flows/recommendedMatchesFlow.ts';
import type { MatchPaging } from './homeData.ts';

type MatchesSnapshot = SnapshotFrom<RecommendedMatchesFlow>;

/** What the block shows of the machine's state: a transition that changes none of it renders nothing. */
type MatchesView = {
  status: 'hidden' | 'error' | 'loading' | 'ready';
  items: readonly PagedMatch[];
  page: number;
  total: number;
};

function matchesView(snapshot: MatchesSnapshot): MatchesView {
  const { items, page, total } = snapshot.context;
  if (snapshot.hasTag('hidden')) return { status: 'hidden', items, page, total };
  if (snapshot.hasTag('failed')) return { status: 'error', items, page, total };
  if (snapshot.hasTag('loading')) return { status: 'loading', items, page, total };
  return { status: 'ready', items, page, total };
}

const sameView = (one: MatchesView, other: MatchesView) =>
  one.status === other.status &&
  (one.status !== 'ready' ||
    (one.items === other.items && one.page === other.page && one.total === other.total));

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
  // Subscribed to the view only: the machine's own steps (starting, asking for a page) re-render no home.
  const view = useSelector(actor, matchesView, sameView);
  const send = actor.send;
  if (view.status === 'hidden') return { status: 'hidden' };
  if (view.status === 'error') return { status: 'error', retry: () => send({ type: 'RETRY' }) };
  if (view.status === 'loading') return { status: 'loading' };
  const { items, page, total } = view;
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

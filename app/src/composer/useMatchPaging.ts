import type { RecommendedMatchPlacement } from '@platform/domain';
import type { Match } from '@platform/ui';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import {
  createRecommendedMatchesFlow,
  type FetchMatchPage,
  type PagedMatch,
} from '../flows/recommendedMatchesFlow.ts';
import type { MatchPaging } from './homeData.ts';

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
  const [snapshot, send] = useActor(machine, { input: { enabled, placement } });
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

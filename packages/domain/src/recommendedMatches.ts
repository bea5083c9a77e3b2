import type { RecommendedMatchPlacement } from './constants.ts';

/**
 * "Next" on the recommended-match strip (spec §4): advance one page; once page × pageSize reaches the total
 * (the current page was the last one) wrap to page 1 and switch to placement 2. Placement 2 keeps wrapping onto
 * itself: there is no third placement to move to.
 */
export function nextRecommendedMatchPage(state: {
  page: number;
  pageSize: number;
  total: number;
  placement: RecommendedMatchPlacement;
}): { page: number; placement: RecommendedMatchPlacement } {
  if (state.page * state.pageSize >= state.total) return { page: 1, placement: 2 };
  return { page: state.page + 1, placement: state.placement };
}

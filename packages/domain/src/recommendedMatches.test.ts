import { describe, expect, it } from 'vitest';
import { RECOMMENDED_MATCH_PAGE_SIZE } from './constants.ts';
import { nextRecommendedMatchPage } from './recommendedMatches.ts';

const pageSize = RECOMMENDED_MATCH_PAGE_SIZE;

describe('nextRecommendedMatchPage', () => {
  it('advances while more matches remain', () => {
    expect(nextRecommendedMatchPage({ page: 1, pageSize, total: 10, placement: 1 })).toEqual({
      page: 2,
      placement: 1,
    });
    expect(nextRecommendedMatchPage({ page: 3, pageSize, total: 10, placement: 1 })).toEqual({
      page: 4,
      placement: 1,
    });
  });

  it('wraps to page 1 of placement 2 when page × size reaches the total', () => {
    expect(nextRecommendedMatchPage({ page: 4, pageSize, total: 10, placement: 1 })).toEqual({
      page: 1,
      placement: 2,
    });
    expect(nextRecommendedMatchPage({ page: 3, pageSize, total: 9, placement: 1 })).toEqual({
      page: 1,
      placement: 2,
    });
    expect(nextRecommendedMatchPage({ page: 1, pageSize, total: 3, placement: 1 })).toEqual({
      page: 1,
      placement: 2,
    });
  });

  it('wraps at once when there are no matches', () => {
    expect(nextRecommendedMatchPage({ page: 1, pageSize, total: 0, placement: 1 })).toEqual({
      page: 1,
      placement: 2,
    });
  });

  it('keeps placement 2 while paging and wrapping within it', () => {
    expect(nextRecommendedMatchPage({ page: 1, pageSize, total: 7, placement: 2 })).toEqual({
      page: 2,
      placement: 2,
    });
    expect(nextRecommendedMatchPage({ page: 3, pageSize, total: 7, placement: 2 })).toEqual({
      page: 1,
      placement: 2,
    });
  });

  it('walks every page of 3 before wrapping', () => {
    let state = { page: 1, placement: 1 as 1 | 2 };
    const visited: number[] = [state.page];
    while (state.placement === 1) {
      state = nextRecommendedMatchPage({ ...state, pageSize, total: 8 });
      visited.push(state.page);
    }
    expect(visited).toEqual([1, 2, 3, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { flushPromises } from '../../test/machineClock.ts';
import { withTestEffects } from '../../test/testEffects.ts';
import { createRecommendedMatchesMachine } from './recommendedMatchesMachine.ts';

type TestMatch = { id: string };

function startPaging(enabled: boolean, placement: 1 | 2 = 1) {
  const { machine, controller } = withTestEffects(createRecommendedMatchesMachine<TestMatch>());
  const actor = createActor(machine, { input: { enabled, placement } }).start();
  return { actor, controller };
}

type Paging = ReturnType<typeof startPaging>;

function matches(count: number): TestMatch[] {
  return Array.from({ length: count }, (_, index) => ({ id: `match-${index}` }));
}

async function answer(paging: Paging, total: number) {
  paging.controller.resolve('fetchRecommendedMatches', { items: matches(3), total });
  await flushPromises();
}

async function requestedPages(paging: Paging, total: number, nextPresses: number) {
  const requests = [paging.controller.inputOf('fetchRecommendedMatches')];
  await answer(paging, total);
  for (let press = 0; press < nextPresses; press += 1) {
    paging.actor.send({ type: 'NEXT_PAGE' });
    requests.push(paging.controller.inputOf('fetchRecommendedMatches'));
    await answer(paging, total);
  }
  return requests;
}

describe('recommended-match paging machine', () => {
  it('never fetches on a site without the feature', () => {
    const paging = startPaging(false);
    expect(paging.actor.getSnapshot().hasTag('hidden')).toBe(true);
    expect(paging.controller.isRunning('fetchRecommendedMatches')).toBe(false);
    paging.actor.send({ type: 'NEXT_PAGE' });
    expect(paging.controller.isRunning('fetchRecommendedMatches')).toBe(false);
  });

  it('fetches page 1 of placement 1 with page size 3 and shows it', async () => {
    const paging = startPaging(true);
    expect(paging.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(paging.controller.inputOf('fetchRecommendedMatches')).toEqual({
      page: 1,
      pageSize: 3,
      placement: 1,
    });
    await answer(paging, 7);
    expect(paging.actor.getSnapshot().context).toMatchObject({ total: 7, items: matches(3) });
    expect(paging.actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('starts at the block’s placement 2 (hgtyc) and wraps onto page 1 of it after the last page', async () => {
    const paging = startPaging(true, 2);
    const requests = await requestedPages(paging, 4, 2);
    expect(requests).toEqual([
      { page: 1, pageSize: 3, placement: 2 },
      { page: 2, pageSize: 3, placement: 2 },
      { page: 1, pageSize: 3, placement: 2 },
    ]);
  });

  it('advances page by page and wraps to page 1 of placement 2 once page × 3 reaches the total', async () => {
    const paging = startPaging(true);
    expect(await requestedPages(paging, 7, 4)).toEqual([
      { page: 1, pageSize: 3, placement: 1 },
      { page: 2, pageSize: 3, placement: 1 },
      { page: 3, pageSize: 3, placement: 1 },
      { page: 1, pageSize: 3, placement: 2 },
      { page: 2, pageSize: 3, placement: 2 },
    ]);
  });

  it('wraps exactly when page × page size equals the total', async () => {
    const paging = startPaging(true);
    const requests = await requestedPages(paging, 6, 2);
    expect(requests.at(-1)).toEqual({ page: 1, pageSize: 3, placement: 2 });
  });

  it('shows a failure, retries the same page, and ignores "next" while a page is loading', async () => {
    const paging = startPaging(true);
    await answer(paging, 7);
    paging.actor.send({ type: 'NEXT_PAGE' });
    paging.actor.send({ type: 'NEXT_PAGE' });
    expect(paging.controller.inputOf('fetchRecommendedMatches')).toEqual({
      page: 2,
      pageSize: 3,
      placement: 1,
    });
    paging.controller.reject('fetchRecommendedMatches', new Error('timeout'));
    await flushPromises();
    expect(paging.actor.getSnapshot().hasTag('failed')).toBe(true);
    paging.actor.send({ type: 'RETRY' });
    expect(paging.controller.inputOf('fetchRecommendedMatches')).toEqual({
      page: 2,
      pageSize: 3,
      placement: 1,
    });
    await answer(paging, 7);
    expect(paging.actor.getSnapshot().value).toBe('ready');
  });
});

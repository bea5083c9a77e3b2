import type { Locale } from '@platform/domain';
import type { SiteConfig } from '@platform/site-config';
import * as contract from './contractMapping.ts';
import { homeFixtures } from './fixtures/homeFixtures.ts';
import type { HomeData } from './homeData.ts';
import type { Loadable, MemberLoadable } from './loadable.ts';
import { useMatchPaging } from './useMatchPaging.ts';

/** What every block shows in a preview: its data, its loading or error state, or nothing to show. */
export const fixtureStates = ['ready', 'loading', 'error', 'empty'] as const;
export type FixtureState = (typeof fixtureStates)[number];

export type FixtureOptions = { site: SiteConfig; locale: Locale; state: FixtureState; signedIn: boolean };

const stillLoading = () => new Promise<never>(() => {});
const retryNothing = () => {};

/**
 * The home's data for Storybook: contract-shaped fixtures run through the live mapping (contractMapping.ts), and
 * recommended matches through the same paging machine, so a preview can only differ from the app in the data.
 */
export function createFixtureHomeData({ site, locale, state, signedIn }: FixtureOptions): HomeData {
  const fixtures = homeFixtures(site.code, locale);
  const loadable = <Value>(value: Value, empty: Value): Loadable<Value> => {
    switch (state) {
      case 'ready':
        return { status: 'ready', value };
      case 'empty':
        return { status: 'ready', value: empty };
      case 'loading':
        return { status: 'loading' };
      case 'error':
        return { status: 'error', retry: retryNothing };
      default:
        return state satisfies never;
    }
  };
  const memberLoadable = <Value>(value: Value, empty: Value): MemberLoadable<Value> =>
    signedIn ? loadable(value, empty) : { status: 'visitor' };
  const catalogue = contract.toGameCatalogue(fixtures.gameList);
  return {
    useWallet: () =>
      memberLoadable(
        contract.toWalletSummary(fixtures.centralMinor, fixtures.walletList, retryNothing, false),
        contract.toWalletSummary(0, [], retryNothing, false),
      ),
    useRecallAll: () => ({ recallAll: retryNothing, pending: false }),
    useVip: () =>
      memberLoadable(
        contract.toVipStanding(fixtures.vip),
        contract.toVipStanding({ ...fixtures.vip, level: 0, next: null }),
      ),
    useGameCatalogue: () => loadable(catalogue, { categories: [], gamesByCategory: {}, launchPaths: {} }),
    useNotices: () => loadable(contract.toNoticeTitles(fixtures.activities), []),
    useActivities: (maxItems) =>
      loadable(
        contract.toActivities({
          ...fixtures.activities,
          list: fixtures.activities.list.slice(0, maxItems),
        }),
        [],
      ),
    useRecommendedMatches: (block) =>
      useMatchPaging(
        async (request) => {
          if (state === 'loading') return stillLoading();
          if (state === 'error') throw new Error('recommended matches fixture: failed on purpose');
          const all = state === 'empty' ? [] : fixtures.matches[request.placement];
          const start = (request.page - 1) * request.pageSize;
          const items = all.slice(start, start + request.pageSize).map(contract.toMatch);
          return { items, total: all.length };
        },
        site.features.recommendedMatches,
        block.placement,
        (match) => contract.sportsbookLaunchPath(fixtures.gameList, match.venueCode),
      ),
    useRefreshAll: () => async () => {},
    imageOptions: { version: 'preview', webp: false },
  };
}

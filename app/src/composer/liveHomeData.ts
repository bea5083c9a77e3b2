import { useQuery, useQueryClient } from '@tanstack/react-query';
import { use, useState } from 'react';
import { useApiClient, useAppRuntime, useSignedIn } from '../boot/AppRuntimeContext.tsx';
import { activitiesQuery, gameCategoriesQuery } from '../data/content.ts';
import { balanceQuery, venueWalletsQuery, vipQuery } from '../data/member.ts';
import { queryKeys } from '../data/queryKeys.ts';
import * as contract from './contractMapping.ts';
import type { HomeData } from './homeData.ts';
import { imageOptions } from './imageOptions.ts';
import { queriesLoadable } from './queryLoadable.ts';

/**
 * The recommended-match machine (and xstate with it) loads with the first block that shows matches, not with the
 * home: most sites have no such block, and where one is, its matches arrive after the first paint anyway. The block
 * suspends until the module is there (RecommendedMatchesBlock's Suspense).
 */
let matchPagingModule: Promise<typeof import('./useMatchPaging.ts')> | undefined;
const loadMatchPaging = () => {
  matchPagingModule ??= import('./useMatchPaging.ts');
  return matchPagingModule;
};

/** How many current activities feed the notice bar's announcements. */
const NOTICE_COUNT = 5;

/** The home's data as members get it: TanStack Query over the api-client, member data only when signed in. */
export const liveHomeData: HomeData = {
  useWallet() {
    const client = useApiClient();
    const signedIn = useSignedIn();
    const balance = useQuery({ ...balanceQuery(client), enabled: signedIn });
    const venues = useQuery({ ...venueWalletsQuery(client), enabled: signedIn });
    const refresh = () => {
      void balance.refetch();
      void venues.refetch();
    };
    const wallet = queriesLoadable([balance, venues] as const, ([balanceAnswer, venueAnswer]) =>
      contract.toWalletSummary(
        balanceAnswer.balanceMinor,
        venueAnswer,
        refresh,
        balance.isFetching || venues.isFetching,
      ),
    );
    return signedIn ? wallet : { status: 'visitor' };
  },
  useRecallAll() {
    const client = useApiClient();
    const { queryClient, hijack } = useAppRuntime();
    const [pending, setPending] = useState(false);
    // A plain call rather than useMutation, whose observer is 1 KB gzip more on every site's home: what the mutation
    // cache did with a failure (the domain-hijack check) is done here, and pending lasts until the balances refreshed.
    const recallAll = () => {
      setPending(true);
      void client.api
        .transferRecallAll({ body: {} })
        .catch(hijack.inspect)
        .then(() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
            queryClient.invalidateQueries({ queryKey: queryKeys.venueWallets }),
          ]),
        )
        .finally(() => setPending(false));
    };
    return { recallAll, pending };
  },
  useVip() {
    const client = useApiClient();
    const signedIn = useSignedIn();
    const vip = useQuery({ ...vipQuery(client), enabled: signedIn });
    const standing = queriesLoadable([vip] as const, ([answer]) => contract.toVipStanding(answer));
    return signedIn ? standing : { status: 'visitor' };
  },
  useGameCatalogue() {
    const client = useApiClient();
    const categories = useQuery(gameCategoriesQuery(client));
    return queriesLoadable([categories] as const, ([answer]) => contract.toGameCatalogue(answer));
  },
  useNotices() {
    const client = useApiClient();
    const activities = useQuery(activitiesQuery(client, NOTICE_COUNT));
    return queriesLoadable([activities] as const, ([page]) => contract.toNoticeTitles(page));
  },
  useActivities(maxItems) {
    const client = useApiClient();
    const activities = useQuery(activitiesQuery(client, maxItems));
    return queriesLoadable([activities] as const, ([page]) => contract.toActivities(page));
  },
  useRecommendedMatches(block) {
    const client = useApiClient();
    const { config, queryClient } = useAppRuntime();
    const { useMatchPaging } = use(loadMatchPaging());
    return useMatchPaging(
      async (request, signal) => {
        const answer = await client.api.recommendedMatches({
          body: {
            classification: block.classification,
            placement: request.placement,
            page: request.page,
            page_size: request.pageSize,
          },
          signal,
        });
        return {
          items: answer.d.map(contract.toMatch),
          total: answer.t,
        };
      },
      config.features.recommendedMatches,
      block.placement,
      (match) => {
        const categories = queryClient.getQueryData(gameCategoriesQuery(client).queryKey);
        return categories === undefined
          ? undefined
          : contract.sportsbookLaunchPath(categories, match.venueCode);
      },
    );
  },
  useRefreshAll() {
    const queryClient = useQueryClient();
    return async () => {
      await queryClient.refetchQueries({ type: 'active' });
    };
  },
  imageOptions,
};

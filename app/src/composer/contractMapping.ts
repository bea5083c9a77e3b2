import type { CallResult } from '@platform/api-client';
import { gameLaunchPath, type MinorUnits, routePaths } from '@platform/domain';
import type { Activity, Match, VenueWallet } from '@platform/ui';
import type { GameCatalogue, VipStanding, WalletSummary } from './homeData.ts';

/** The answers the home reads, as the contract types them. */
export type GameListAnswer = Awaited<CallResult<'gameList'>>;
export type WalletListAnswer = Awaited<CallResult<'walletList'>>;
export type ActivityListAnswer = Awaited<CallResult<'activityList'>>;
export type VipAnswer = Awaited<CallResult<'vips'>>;
export type RecommendedMatchAnswer = Awaited<CallResult<'recommendedMatches'>>['d'][number];

/** A category's `state` 2 is "under maintenance" (contract GameCategory.state). */
export const CATEGORY_UNDER_MAINTENANCE = 2;

export function toGameCatalogue(categories: GameListAnswer): GameCatalogue {
  const sorted = [...categories].sort((first, second) => first.sort - second.sort);
  const launchPaths: Record<string, string> = {};
  const gamesByCategory: Record<string, GameCatalogue['gamesByCategory'][string]> = {};
  for (const category of sorted) {
    const categoryClosed = category.state === CATEGORY_UNDER_MAINTENANCE;
    gamesByCategory[category.id] = [...category.games]
      .sort((first, second) => first.seq - second.seq)
      .map((game) => {
        launchPaths[game.id] = gameLaunchPath({
          id: game.id,
          title: game.name,
          code: game.wallet_code,
          gtype: category.gameType,
        });
        return {
          id: game.id,
          name: game.name,
          imgUrl: game.imgUrl,
          maintenance: categoryClosed || game.maintenance,
        };
      });
  }
  return {
    categories: sorted.map((category) => ({
      id: category.id,
      name: category.title || category.name,
      iconNormal: category.icon_nor,
      iconSelected: category.icon_sel,
    })),
    gamesByCategory,
    launchPaths,
  };
}

export function toVenueWallets(wallets: WalletListAnswer): VenueWallet[] {
  return wallets.map((wallet) => ({
    code: wallet.walletCode,
    name: wallet.name,
    balanceMinor: wallet.balanceMinor,
    state: wallet.maintenance ? 'maintenance' : 'ready',
    maintenanceNote: wallet.maintenanceNote,
  }));
}

/** The central balance and the venue wallets, as the wallet block shows them. */
export function toWalletSummary(
  centralMinor: MinorUnits,
  wallets: WalletListAnswer,
  refresh: () => void,
  refreshing: boolean,
): WalletSummary {
  return { centralMinor, venues: toVenueWallets(wallets), refresh, refreshing };
}

/** Each activity, opening its promotion's detail page. */
export function toActivities(page: ActivityListAnswer): Activity[] {
  const detailPath = routePaths.promoDetail;
  return page.list.map((activity) => ({
    id: activity.id,
    title: activity.title,
    imageUrl: activity.bannerUrl,
    startsAt: new Date(activity.startsAt),
    endsAt: activity.endsAt === null ? null : new Date(activity.endsAt),
    href: `${detailPath}?id=${encodeURIComponent(activity.id)}`,
  }));
}

/** The notice bar's lines: the platform has no separate announcement feed, so it scrolls the activities' titles. */
export function toNoticeTitles(page: ActivityListAnswer): string[] {
  return page.list.map((activity) => activity.title);
}

export function toVipStanding(vip: VipAnswer): VipStanding {
  return {
    level: vip.level,
    name: vip.name,
    next:
      vip.next === null
        ? undefined
        : {
            level: vip.next.level,
            currentMinor: vip.depositMinor,
            requiredMinor: vip.next.depositRequirementMinor,
          },
  };
}

/** A recommended match, with the venue (sportsbook) it is played on for its launch route. */
export function toMatch(match: RecommendedMatchAnswer): Match & { venueCode: string } {
  return {
    venueCode: match.game_type,
    id: match.id,
    league: match.league,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    kickoffAt: new Date(match.startsAt),
  };
}

/** The launch route of the sportsbook a recommended match is played on, when the site lists that venue. */
export function sportsbookLaunchPath(categories: GameListAnswer, venueCode: string): string | undefined {
  for (const category of categories) {
    const game = category.games.find((candidate) => candidate.wallet_code === venueCode);
    if (game !== undefined) {
      return gameLaunchPath({
        id: game.id,
        title: game.name,
        code: game.wallet_code,
        gtype: category.gameType,
      });
    }
  }
  return undefined;
}

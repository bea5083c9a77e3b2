import { endpoints } from '@platform/contract';
import { RECOMMENDED_MATCH_PAGE_SIZE } from '@platform/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gameCategories, games, recommendedMatches, venues } from '../db/schema/catalogue.ts';
import { gameSessions } from '../db/schema/engagement.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../http/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';

/** The spec's default classification label for recommended matches: football. */
export const DEFAULT_MATCH_CLASSIFICATION = '足球';
const VENUE_TICKET_LIFETIME_MS = 2 * 60 * 60_000;
const CATEGORY_UNDER_MAINTENANCE = 2;

/** Game categories and games, launching a game at its venue, and recommended matches. */
export function registerGameRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.gameList, async ({ db, site, query }) => {
    const categoryFilter =
      query.show === 1
        ? and(eq(gameCategories.siteCode, site.code), eq(gameCategories.showOnHome, true))
        : eq(gameCategories.siteCode, site.code);
    const categories = await db
      .select()
      .from(gameCategories)
      .where(categoryFilter)
      .orderBy(asc(gameCategories.sort));
    const categoryIds = categories.map((category) => category.id);
    const gameRows =
      categoryIds.length === 0
        ? []
        : await db
            .select({ game: games, venueMaintenance: venues.maintenance })
            .from(games)
            .leftJoin(
              venues,
              and(eq(venues.siteCode, games.siteCode), eq(venues.walletCode, games.walletCode)),
            )
            .where(and(eq(games.siteCode, site.code), inArray(games.categoryId, categoryIds)))
            .orderBy(asc(games.seq));
    return categories.map((category) => ({
      id: category.id,
      name: category.name,
      title: category.title,
      sort: category.sort,
      state: category.state,
      gameType: category.gameType,
      icon_nor: category.iconNormal,
      icon_sel: category.iconSelected,
      games: gameRows
        .filter(({ game }) => game.categoryId === category.id)
        .map(({ game, venueMaintenance }) => ({
          id: game.id,
          name: game.name,
          seq: game.seq,
          wallet_code: game.walletCode,
          imgUrl: game.imageUrl,
          bigImgUrl: game.bigImageUrl,
          desc: game.description,
          official: game.official,
          iconUrl: game.iconUrl,
          // A game is closed when it, its category or its venue is under maintenance.
          maintenance:
            game.maintenance || category.state === CATEGORY_UNDER_MAINTENANCE || venueMaintenance === true,
        })),
    }));
  });

  registerEndpoint(app, endpoints.gameLaunch, async ({ db, site, body, signedInMember, platform }) => {
    const [row] = await db
      .select({ game: games, categoryState: gameCategories.state, venueMaintenance: venues.maintenance })
      .from(games)
      .innerJoin(
        gameCategories,
        and(eq(gameCategories.siteCode, games.siteCode), eq(gameCategories.id, games.categoryId)),
      )
      .leftJoin(venues, and(eq(venues.siteCode, games.siteCode), eq(venues.walletCode, games.walletCode)))
      .where(and(eq(games.id, body.gameId), eq(games.siteCode, site.code)));
    if (!row) throw new ApiError('NOT_FOUND', { field: 'gameId' });
    if (row.game.maintenance || row.categoryState === CATEGORY_UNDER_MAINTENANCE || row.venueMaintenance) {
      throw new ApiError('GAME_UNDER_MAINTENANCE');
    }
    // The venue gets its own short-lived ticket in the URL, never the member's session token.
    const ticket = randomToken();
    const now = platform.clock();
    const values = {
      platform: row.game.walletCode,
      ticketHash: sha256Hex(ticket),
      ticketExpiresAt: new Date(now + VENUE_TICKET_LIFETIME_MS),
      startedAt: new Date(now),
      lastHeartbeatAt: new Date(now),
    };
    await db
      .insert(gameSessions)
      .values({ memberId: signedInMember.id, gameId: row.game.id, ...values })
      .onConflictDoUpdate({ target: [gameSessions.memberId, gameSessions.gameId], set: values });
    return { url: `/demo-venue/play?ticket=${ticket}`, gameid: row.game.id, platform: row.game.walletCode };
  });

  registerEndpoint(app, endpoints.recommendedMatches, async ({ db, site, body }) => {
    if (!site.config.features.recommendedMatches) return { d: [], t: 0 };
    const page = body.page ?? 1;
    const pageSize = body.page_size ?? RECOMMENDED_MATCH_PAGE_SIZE;
    const filter = and(
      eq(recommendedMatches.siteCode, site.code),
      eq(recommendedMatches.placement, body.placement),
      eq(recommendedMatches.classification, body.classification || DEFAULT_MATCH_CLASSIFICATION),
    );
    const { rows, total } = await selectPage(db, recommendedMatches, filter, [asc(recommendedMatches.sort)], {
      page,
      pageSize,
    });
    return {
      d: rows.map((match) => ({
        id: match.id,
        league: match.league,
        homeTeam: match.homeTeam,
        awayTeam: match.awayTeam,
        startsAt: match.startsAt.toISOString(),
        classification: match.classification,
        odds: match.odds,
        game_type: match.venueCode,
        gameType: 6 as const,
        isRecomd: 1 as const,
      })),
      t: total,
    };
  });
}

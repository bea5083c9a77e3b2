import type { Locale } from '@platform/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { gameCategories, games, recommendedMatches, venues } from '../db/schema/catalogue.ts';
import { gameSessions } from '../db/schema/engagement.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../errors/apiError.ts';
import { maintenanceNoteFor } from '../i18n/maintenanceNote.ts';
import { PLAY_SESSION_RESUME_MS } from '../saferPlay/realityCheck.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';

/** The spec's default classification label for recommended matches: football. */
export const DEFAULT_MATCH_CLASSIFICATION = '足球';
const VENUE_TICKET_LIFETIME_MS = 2 * 60 * 60_000;
export const CATEGORY_UNDER_MAINTENANCE = 2;

/** The same venue row, joined to a game by site and wallet code. */
const venueOfGame = and(eq(venues.siteCode, games.siteCode), eq(venues.walletCode, games.walletCode));

/** A game is closed when it, its category or its venue is under maintenance. */
function isClosed(
  gameMaintenance: boolean,
  categoryState: number,
  venueMaintenance: boolean | null,
): boolean {
  return gameMaintenance || categoryState === CATEGORY_UNDER_MAINTENANCE || venueMaintenance === true;
}

/** The site's game categories in order, each with its games; `homeOnly` keeps the categories shown on home. */
export async function gameCatalogue(
  db: Database,
  siteCode: string,
  { homeOnly, locale }: { homeOnly: boolean; locale: Locale },
) {
  const categoryFilter = homeOnly
    ? and(eq(gameCategories.siteCode, siteCode), eq(gameCategories.showOnHome, true))
    : eq(gameCategories.siteCode, siteCode);
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
          .select({
            game: games,
            venueMaintenance: venues.maintenance,
            venueNote: venues.maintenanceNote,
          })
          .from(games)
          .leftJoin(venues, venueOfGame)
          .where(and(eq(games.siteCode, siteCode), inArray(games.categoryId, categoryIds)))
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
      .map(({ game, venueMaintenance, venueNote }) => {
        const maintenance = isClosed(game.maintenance, category.state, venueMaintenance);
        // the game's own message first, else its venue's (a whole site's maintenance writes one on every venue)
        const note = maintenance
          ? (maintenanceNoteFor(game.maintenanceNote, locale) ??
            (venueMaintenance ? maintenanceNoteFor(venueNote, locale) : undefined))
          : undefined;
        return {
          id: game.id,
          name: game.name,
          seq: game.seq,
          wallet_code: game.walletCode,
          imgUrl: game.imageUrl,
          bigImgUrl: game.bigImageUrl,
          desc: game.description,
          official: game.official,
          iconUrl: game.iconUrl,
          maintenance,
          ...(note === undefined ? {} : { maintenanceNote: note }),
        };
      }),
  }));
}

/**
 * Opens (or reopens) the member's session at the game's venue. The venue gets its own short-lived ticket in the URL,
 * never the member's session token; the ticket is bound to that session and dies with it (sign-out, password change).
 */
export async function launchGame(
  db: Database,
  siteCode: string,
  launchedBy: { memberId: string; sessionToken: string },
  gameId: string,
  now: number,
) {
  const [row] = await db
    .select({ game: games, categoryState: gameCategories.state, venueMaintenance: venues.maintenance })
    .from(games)
    .innerJoin(
      gameCategories,
      and(eq(gameCategories.siteCode, games.siteCode), eq(gameCategories.id, games.categoryId)),
    )
    .leftJoin(venues, venueOfGame)
    .where(and(eq(games.id, gameId), eq(games.siteCode, siteCode)));
  if (!row) throw new ApiError('NOT_FOUND', { field: 'gameId' });
  if (isClosed(row.game.maintenance, row.categoryState, row.venueMaintenance)) {
    throw new ApiError('GAME_UNDER_MAINTENANCE');
  }
  const ticket = randomToken();
  const values = {
    platform: row.game.walletCode,
    ticketHash: sha256Hex(ticket),
    ticketExpiresAt: new Date(now + VENUE_TICKET_LIFETIME_MS),
    sessionTokenHash: sha256Hex(launchedBy.sessionToken),
    startedAt: new Date(now),
    lastHeartbeatAt: new Date(now),
  };
  const resumesPlay = sql`${gameSessions.lastHeartbeatAt} > ${new Date(now - PLAY_SESSION_RESUME_MS)}`;
  await db
    .insert(gameSessions)
    .values({ memberId: launchedBy.memberId, gameId: row.game.id, ...values })
    .onConflictDoUpdate({
      target: [gameSessions.memberId, gameSessions.gameId],
      set: {
        ...values,
        startedAt: sql`case when ${resumesPlay} then ${gameSessions.startedAt} else ${values.startedAt} end`,
        realityCheckAnsweredAt: sql`case when ${resumesPlay} then ${gameSessions.realityCheckAnsweredAt} else null end`,
      },
    });
  return { url: `/demo-venue/play?ticket=${ticket}`, gameid: row.game.id, platform: row.game.walletCode };
}

/**
 * Records that the member is still at the table. Only the game and venue the member launched, with its ticket still
 * valid, count; anything else is not found.
 */
export async function recordHeartbeat(
  db: Database,
  memberId: string,
  table: { gameId: string; platform: string },
  now: Date,
): Promise<void> {
  const [open] = await db
    .update(gameSessions)
    .set({ lastHeartbeatAt: now })
    .where(
      and(
        eq(gameSessions.memberId, memberId),
        eq(gameSessions.gameId, table.gameId),
        eq(gameSessions.platform, table.platform),
        gt(gameSessions.ticketExpiresAt, now),
      ),
    )
    .returning({ gameId: gameSessions.gameId });
  if (!open) throw new ApiError('NOT_FOUND', { field: 'gameid' });
}

/** One page of the site's recommended matches of a placement and classification (football when none is named). */
export async function recommendedMatchPage(
  db: Database,
  siteCode: string,
  request: { placement: number; classification: string | undefined; page: number; pageSize: number },
) {
  const filter = and(
    eq(recommendedMatches.siteCode, siteCode),
    eq(recommendedMatches.placement, request.placement),
    eq(recommendedMatches.classification, request.classification || DEFAULT_MATCH_CLASSIFICATION),
  );
  const { rows, total } = await selectPage(db, recommendedMatches, filter, [asc(recommendedMatches.sort)], {
    page: request.page,
    pageSize: request.pageSize,
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
}

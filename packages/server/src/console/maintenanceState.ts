import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { gameCategories, games, type MaintenanceNote, venues } from '../db/schema/catalogue.ts';
import { CATEGORY_UNDER_MAINTENANCE } from '../games/service.ts';

interface SwitchColumns {
  maintenanceNote: MaintenanceNote | null;
  maintenanceSwitchedAt: Date | null;
  maintenanceSwitchedBy: string | null;
}

function switchOf(row: SwitchColumns) {
  return {
    note: row.maintenanceNote ?? {},
    switchedAt: row.maintenanceSwitchedAt?.toISOString() ?? null,
    switchedBy: row.maintenanceSwitchedBy,
  };
}

/**
 * The site's maintenance as members meet it now (issue 24), from the flags the games list, game launch and venue
 * transfers read, never from the audit log: the site is under maintenance when every game category is closed
 * (its note, who and when are those a site switch wrote on its venues, the latest of them); then each venue and
 * each game under maintenance with its note, the latest switched first.
 */
export async function maintenanceState(database: Database, siteCode: string) {
  const categories = await database
    .select({ state: gameCategories.state })
    .from(gameCategories)
    .where(eq(gameCategories.siteCode, siteCode));
  const closedVenues = await database
    .select()
    .from(venues)
    .where(and(eq(venues.siteCode, siteCode), eq(venues.maintenance, true)))
    .orderBy(sql`${venues.maintenanceSwitchedAt} desc nulls last`, asc(venues.walletCode));
  const closedGames = await database
    .select()
    .from(games)
    .where(and(eq(games.siteCode, siteCode), eq(games.maintenance, true)))
    .orderBy(sql`${games.maintenanceSwitchedAt} desc nulls last`, asc(games.id));
  const siteClosed =
    categories.length > 0 && categories.every((category) => category.state === CATEGORY_UNDER_MAINTENANCE);
  const latestVenue = closedVenues[0];
  return {
    site: {
      underMaintenance: siteClosed,
      ...(siteClosed && latestVenue
        ? switchOf(latestVenue)
        : { note: {}, switchedAt: null, switchedBy: null }),
    },
    venues: closedVenues.map((venue) => ({
      walletCode: venue.walletCode,
      name: venue.name,
      ...switchOf(venue),
    })),
    games: closedGames.map((game) => ({
      id: game.id,
      name: game.name,
      walletCode: game.walletCode,
      ...switchOf(game),
    })),
  };
}

import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import type { Database } from '../db/database.ts';
import { gameCatalogue } from '../games/service.ts';
import type { Site } from '../sites/siteDirectory.ts';

export type SiteCatalogue = EndpointResponse<typeof consoleEndpoints.consoleSiteCatalogue>;

/**
 * The catalogue a composed home can show: the categories the member home lists (`gameList` with show=1, which the
 * game grid reads), in its order, with their games. Category names are the members' titles. The catalogue holds one
 * name per category and game, in the site's language (the seed writes it so); there is no other language to pick.
 */
export async function composerCatalogue(database: Database, site: Site): Promise<SiteCatalogue> {
  const categories = await gameCatalogue(database, site.code, { homeOnly: true, locale: site.defaultLocale });
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.title || category.name,
      games: category.games.map((game) => ({ id: game.id, name: game.name })),
    })),
  };
}

import { Type } from 'typebox';
import { defineEndpoint, type EndpointDefinition } from '../defineEndpoint.ts';
import { SiteQuery } from './consoleSchemas.ts';
import { CONSOLE_PATH_PREFIX } from './consoleVocabulary.ts';

/** A game as the page composer's pickers offer it: its id (what a config holds) and its name (what is read). */
const CatalogueGame = Type.Object({ id: Type.String(), name: Type.String() });

const CatalogueCategory = Type.Object({
  id: Type.String(),
  name: Type.String(),
  games: Type.Array(CatalogueGame),
});

export const SiteCatalogue = Type.Object({
  categories: Type.Array(CatalogueCategory, { description: "The site's game categories, in lobby order" }),
});

/**
 * The site's games by category, for the page composer's game and category pickers (issue 25): a config names games
 * and categories by id, the operator chooses them by name.
 */
export const consoleSiteCatalogueEndpoints = {
  consoleSiteCatalogue: defineEndpoint({
    name: 'consoleSiteCatalogue',
    method: 'GET',
    path: `${CONSOLE_PATH_PREFIX}/site-config/catalogue`,
    auth: 'operator',
    encoding: 'none',
    summary: "publishSite: the site's game categories and their games, to pick from in a config",
    query: SiteQuery,
    response: SiteCatalogue,
    errors: [
      'CONSOLE_SESSION_INVALID',
      'CONSOLE_TWO_STEP_PENDING',
      'CONSOLE_ORIGIN_REFUSED',
      'CONSOLE_NOT_FOUND',
      'CONSOLE_PERMISSION_DENIED',
    ],
  }),
} satisfies Record<string, EndpointDefinition>;

import { Type } from 'typebox';
import { defineEndpoint, type EndpointDefinition } from '../defineEndpoint.ts';
import { ScopedErrors } from './consoleActionEndpoints.ts';
import { SiteQuery } from './consoleSchemas.ts';
import { CONSOLE_PATH_PREFIX } from './consoleVocabulary.ts';

const CatalogueEntry = { id: Type.String(), name: Type.String() };

/**
 * The site's game catalogue as the page composer's game and category pickers offer it (`x-picker` in the block
 * schemas): the categories the member home shows, in its order, each with its games. Names in the operator's
 * console language when the catalogue has them, else zh-CN.
 */
export const SiteCatalogue = Type.Object({
  categories: Type.Array(
    Type.Object({
      ...CatalogueEntry,
      games: Type.Array(Type.Object(CatalogueEntry)),
    }),
  ),
});

export const consoleSiteCatalogueEndpoints = {
  consoleSiteCatalogue: defineEndpoint({
    name: 'consoleSiteCatalogue',
    method: 'GET',
    path: `${CONSOLE_PATH_PREFIX}/site-config/catalogue`,
    auth: 'operator',
    encoding: 'none',
    summary:
      "editContent or publishSite: the site's game categories and games, for the page composer's pickers",
    query: SiteQuery,
    response: SiteCatalogue,
    errors: ScopedErrors,
  }),
} satisfies Record<string, EndpointDefinition>;

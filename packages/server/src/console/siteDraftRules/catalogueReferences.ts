import type { SiteConfig } from '@platform/site-config';
import type { SiteConfigProblem } from '../../sitePublishing/configProblems.ts';
import type { SiteCatalogue } from '../siteCatalogue.ts';

/**
 * The game grid's `categoryId` and `pinnedGameIds` name the site's catalogue, which lives in the database: the
 * offline validator checks their shape only, and a draft or publish checks here that each is in the catalogue the
 * home shows (a game hidden from the home, or gone, would pin nothing).
 */
export function catalogueReferenceProblems(
  config: SiteConfig,
  catalogue: SiteCatalogue,
): SiteConfigProblem[] {
  const categoryIds = new Set(catalogue.categories.map((category) => category.id));
  const gameIds = new Set(catalogue.categories.flatMap((category) => category.games.map((game) => game.id)));
  return config.home.flatMap((block, index) => {
    if (block.type !== 'gameGrid') return [];
    const at = `$.home[${index}].props`;
    const { categoryId, pinnedGameIds = [] } = block.props;
    const problems: SiteConfigProblem[] = [];
    if (categoryId !== undefined && !categoryIds.has(categoryId))
      problems.push({
        path: `${at}.categoryId`,
        expected: "a category of the site's catalogue",
        found: JSON.stringify(categoryId),
      });
    pinnedGameIds.forEach((gameId, position) => {
      if (!gameIds.has(gameId))
        problems.push({
          path: `${at}.pinnedGameIds[${position}]`,
          expected: "a game of the site's catalogue",
          found: JSON.stringify(gameId),
        });
    });
    return problems;
  });
}

/** Whether a config names anything of the catalogue, so a config that does not is checked without reading it. */
export const namesCatalogue = (config: SiteConfig) =>
  config.home.some(
    (block) =>
      block.type === 'gameGrid' &&
      (block.props.categoryId !== undefined || (block.props.pinnedGameIds?.length ?? 0) > 0),
  );

import { contentLocale } from '@platform/domain';
import type { SiteConfig } from '@platform/site-config';
import { GameLobby, RefreshableList, useLocale } from '@platform/ui';
import { GameSelectionProvider } from './gameSelection.tsx';
import { HomeBlockView } from './HomeBlockView.tsx';
import { type HomeData, HomeDataContext } from './homeData.ts';

type HomeBlock = SiteConfig['home'][number];
/** One row of the home: a block, or a sidebar of categories with the game grid it drives beside it. */
type HomeRow = { key: string; blocks: readonly [HomeBlock] | readonly [HomeBlock, HomeBlock] };

const isSidebar = (block: HomeBlock | undefined) =>
  block?.type === 'gameCategoryTabs' && block.props.layout === 'sidebar';

/** The config's blocks as rows: a sidebar of categories followed by the game grid share one row. */
function homeRows(home: readonly HomeBlock[]): HomeRow[] {
  const rows: HomeRow[] = [];
  for (let index = 0; index < home.length; index += 1) {
    const block = home[index] as HomeBlock;
    const next = home[index + 1];
    // Blocks are positional: the same type may appear twice, so the position is part of the identity.
    const key = `${index}-${block.type}`;
    if (isSidebar(block) && next?.type === 'gameGrid') {
      rows.push({ key, blocks: [block, next] });
      index += 1;
    } else {
      rows.push({ key, blocks: [block] });
    }
  }
  return rows;
}

/** The category the home's game grid opens on, when its block names one. */
function openingCategory(home: readonly HomeBlock[]): string | null {
  for (const block of home) if (block.type === 'gameGrid') return block.props.categoryId ?? null;
  return null;
}

/**
 * A site's home: its config's `home` list through the block registry, top to bottom, pulled down to refresh
 * every block. `data` is live in the app and fixtures in Storybook; `gameCategory` is the lobby's category to
 * show first (the member's own, back from a game), else the game grid's `categoryId`, else the first one.
 */
export function ComposedHome({
  site,
  data,
  gameCategory = null,
}: {
  site: SiteConfig;
  data: HomeData;
  gameCategory?: string | null;
}) {
  return (
    <HomeDataContext.Provider value={data}>
      <GameSelectionProvider initialId={gameCategory} openingId={openingCategory(site.home)}>
        <HomeBlocks site={site} refreshAll={data.useRefreshAll()} />
      </GameSelectionProvider>
    </HomeDataContext.Provider>
  );
}

function HomeBlocks({ site, refreshAll }: { site: SiteConfig; refreshAll: () => Promise<void> }) {
  const locale = useLocale();
  return (
    <RefreshableList
      label={site.displayName[contentLocale(locale)]}
      items={homeRows(site.home)}
      itemKey={(row) => row.key}
      renderItem={({ blocks: [first, second] }) =>
        second === undefined ? (
          <HomeBlockView block={first} site={site} />
        ) : (
          <GameLobby
            categories={<HomeBlockView block={first} site={site} />}
            games={<HomeBlockView block={second} site={site} />}
          />
        )
      }
      status="ready"
      onRefresh={refreshAll}
      onRetry={refreshAll}
    />
  );
}

import { contentLocale } from '@platform/domain';
import type { SiteConfig } from '@platform/site-config';
import { RefreshableList, useLocale } from '@platform/ui';
import { GameSelectionProvider } from './gameSelection.tsx';
import { HomeBlockView } from './HomeBlockView.tsx';
import { type HomeData, HomeDataContext } from './homeData.ts';

type IndexedBlock = { key: string; block: SiteConfig['home'][number] };

/**
 * A site's home: its config's `home` list through the block registry, top to bottom, pulled down to refresh
 * every block. `data` is live in the app and fixtures in Storybook; `gameCategory` is the lobby's category to
 * show first (the member's own, back from a game), the first one otherwise.
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
      <GameSelectionProvider initialId={gameCategory}>
        <HomeBlocks site={site} refreshAll={data.useRefreshAll()} />
      </GameSelectionProvider>
    </HomeDataContext.Provider>
  );
}

function HomeBlocks({ site, refreshAll }: { site: SiteConfig; refreshAll: () => Promise<void> }) {
  const locale = useLocale();
  // Blocks are positional: the same type may appear twice, so the position is part of the identity.
  const blocks: IndexedBlock[] = site.home.map((block, index) => ({ key: `${index}-${block.type}`, block }));
  return (
    <RefreshableList
      label={site.displayName[contentLocale(locale)]}
      items={blocks}
      itemKey={(item) => item.key}
      renderItem={(item) => <HomeBlockView block={item.block} site={site} />}
      status="ready"
      onRefresh={refreshAll}
      onRetry={refreshAll}
    />
  );
}

import type { GameCategoryTabsBlockProps } from '@platform/site-config';
import { GameCategoryTabs, PageError } from '@platform/ui';
import { GAME_PANEL_ID, useGameSelection } from '../gameSelection.tsx';
import { useHomeData } from '../homeData.ts';

export function GameCategoryTabsBlock({ props }: { props: GameCategoryTabsBlockProps }) {
  const catalogue = useHomeData().useGameCatalogue();
  const categories = catalogue.status === 'ready' ? catalogue.value.categories : [];
  const { selectedId, select } = useGameSelection(categories.map((category) => category.id));
  // An empty or failed catalogue is reported once, by the game grid under these tabs.
  if (catalogue.status === 'error') return <PageError onRetry={catalogue.retry} />;
  if (catalogue.status === 'ready' && categories.length === 0) return null;
  return (
    <GameCategoryTabs
      categories={categories}
      selectedId={selectedId}
      onSelect={select}
      panelId={GAME_PANEL_ID}
      loading={catalogue.status === 'loading'}
      orientation={props.layout === 'sidebar' ? 'vertical' : 'horizontal'}
    />
  );
}

export {
  type GameCategoryTab,
  GameCategoryTabs,
  type GameCategoryTabsProps,
  gameCategoryTabId,
} from './GameCategoryTabs.tsx';

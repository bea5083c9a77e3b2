import type { ComponentMessages } from '../../i18n/index.ts';

export const gameCategoryTabsMessages: ComponentMessages<{ label: string; loading: string }> = {
  'zh-CN': { label: '游戏分类', loading: '游戏分类加载中' },
  'zh-HK': { label: '遊戲分類', loading: '遊戲分類載入中' },
  'en-US': { label: 'Game categories', loading: 'Loading game categories' },
};

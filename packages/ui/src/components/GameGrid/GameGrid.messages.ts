import type { ComponentMessages } from '../../i18n/index.ts';

export const gameGridMessages: ComponentMessages<{
  loading: string;
  empty: string;
  error: string;
  retry: string;
}> = {
  'zh-CN': { loading: '游戏加载中', empty: '该分类暂无游戏', error: '游戏加载失败', retry: '请再试一次' },
  'zh-HK': { loading: '遊戲載入中', empty: '該分類暫無遊戲', error: '遊戲載入失敗', retry: '請再試一次' },
  'en-US': {
    loading: 'Loading games',
    empty: 'No games in this category',
    error: 'Games failed to load',
    retry: 'Please try again',
  },
};

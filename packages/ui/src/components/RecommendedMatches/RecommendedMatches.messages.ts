import type { ComponentMessages } from '../../i18n/index.ts';

export type RecommendedMatchesText = {
  title: string;
  next: string;
  page: (page: number, pages: number) => string;
  loading: string;
  empty: string;
  error: string;
};

export const recommendedMatchesMessages: ComponentMessages<RecommendedMatchesText> = {
  'zh-CN': {
    title: '热门赛事',
    next: '换一批',
    page: (page, pages) => `第 ${page}/${pages} 页`,
    loading: '赛事加载中',
    empty: '暂无推荐赛事',
    error: '赛事加载失败，请再试一次',
  },
  'zh-HK': {
    title: '熱門賽事',
    next: '換一批',
    page: (page, pages) => `第 ${page}/${pages} 頁`,
    loading: '賽事載入中',
    empty: '暫無推薦賽事',
    error: '賽事載入失敗，請再試一次',
  },
  'en-US': {
    title: 'Featured matches',
    next: 'Next',
    page: (page, pages) => `Page ${page} of ${pages}`,
    loading: 'Loading matches',
    empty: 'No featured matches',
    error: 'Matches failed to load, please try again',
  },
};

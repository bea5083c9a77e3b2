import type { ComponentMessages } from '../../i18n/index.ts';

export type ActivityListText = {
  title: string;
  period: (start: string, end: string) => string;
  ongoing: (start: string) => string;
  empty: string;
  loading: string;
};

export const activityListMessages: ComponentMessages<ActivityListText> = {
  'zh-CN': {
    title: '热门活动',
    period: (start, end) => `活动时间：${start} 至 ${end}`,
    ongoing: (start) => `${start}起，长期有效`,
    empty: '暂无活动，敬请期待',
    loading: '活动加载中…',
  },
  'zh-HK': {
    title: '熱門活動',
    period: (start, end) => `活動時間：${start} 至 ${end}`,
    ongoing: (start) => `${start}起，長期有效`,
    empty: '暫無活動，敬請期待',
    loading: '活動載入中…',
  },
  'en-US': {
    title: 'Latest offers',
    period: (start, end) => `${start} – ${end}`,
    ongoing: (start) => `From ${start}, ongoing`,
    empty: 'No offers right now. Check back soon.',
    loading: 'Loading offers…',
  },
};

import type { ComponentMessages } from '../../i18n/index.ts';

export const skeletonMessages = {
  'zh-CN': { loading: '加载中…' },
  'zh-HK': { loading: '載入中…' },
  'en-US': { loading: 'Loading…' },
} satisfies ComponentMessages<{ loading: string }>;

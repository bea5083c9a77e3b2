import type { ComponentMessages } from '../../i18n/index.ts';

export const richTextMessages: ComponentMessages<{ loading: string }> = {
  'zh-CN': { loading: '内容加载中…' },
  'zh-HK': { loading: '內容載入中…' },
  'en-US': { loading: 'Loading content…' },
};

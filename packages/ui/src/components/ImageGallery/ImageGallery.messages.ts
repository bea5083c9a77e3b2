import type { ComponentMessages } from '../../i18n/index.ts';

export const imageGalleryMessages: ComponentMessages<{ loading: string }> = {
  'zh-CN': { loading: '图片加载中…' },
  'zh-HK': { loading: '圖片載入中…' },
  'en-US': { loading: 'Loading image…' },
};

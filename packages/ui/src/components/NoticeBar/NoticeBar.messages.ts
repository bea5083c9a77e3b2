import type { ComponentMessages } from '../../i18n/index.ts';

export const noticeBarMessages: ComponentMessages<{ label: string; pause: string }> = {
  'zh-CN': { label: '公告', pause: '暂停滚动' },
  'zh-HK': { label: '公告', pause: '暫停滾動' },
  'en-US': { label: 'Announcements', pause: 'Pause scrolling' },
};

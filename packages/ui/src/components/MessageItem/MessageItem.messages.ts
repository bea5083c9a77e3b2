import type { ComponentMessages } from '../../i18n/index.ts';

export const messageItemMessages: ComponentMessages<{ unread: string }> = {
  'zh-CN': { unread: '未读' },
  'zh-HK': { unread: '未讀' },
  'en-US': { unread: 'Unread' },
};

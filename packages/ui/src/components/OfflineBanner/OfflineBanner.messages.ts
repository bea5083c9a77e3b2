import type { ComponentMessages } from '../../i18n/index.ts';

export const offlineBannerMessages = {
  'zh-CN': { offline: '网络连接已断开，请检查网络设置' },
  'zh-HK': { offline: '網絡連接已斷開，請檢查網絡設置' },
  'en-US': { offline: 'You are offline. Check your network connection.' },
} satisfies ComponentMessages<{ offline: string }>;

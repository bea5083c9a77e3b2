import type { ComponentMessages } from '../../i18n/index.ts';

export const appShellMessages = {
  'zh-CN': { back: '返回', mainNavigation: '主导航' },
  'zh-HK': { back: '返回', mainNavigation: '主導航' },
  'en-US': { back: 'Back', mainNavigation: 'Main navigation' },
} satisfies ComponentMessages<{ back: string; mainNavigation: string }>;

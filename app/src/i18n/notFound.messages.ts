import type { ComponentMessages } from '@platform/ui';

export const notFoundMessages = {
  'zh-CN': { explanation: '您访问的页面不存在或已移除。', backHome: '返回首页' },
  'zh-HK': { explanation: '您瀏覽的頁面不存在或已移除。', backHome: '返回首頁' },
  'en-US': { explanation: 'The page you opened does not exist or has moved.', backHome: 'Back to home' },
} satisfies ComponentMessages<{ explanation: string; backHome: string }>;

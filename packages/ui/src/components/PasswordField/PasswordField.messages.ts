import type { ComponentMessages } from '../../i18n/index.ts';

export const passwordFieldMessages = {
  'zh-CN': { showPassword: '显示密码' },
  'zh-HK': { showPassword: '顯示密碼' },
  'en-US': { showPassword: 'Show password' },
} satisfies ComponentMessages<{ showPassword: string }>;

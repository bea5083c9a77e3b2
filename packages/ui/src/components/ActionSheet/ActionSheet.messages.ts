import type { ComponentMessages } from '../../i18n/index.ts';

export const actionSheetMessages = {
  'zh-CN': { cancel: '取消' },
  'zh-HK': { cancel: '取消' },
  'en-US': { cancel: 'Cancel' },
} satisfies ComponentMessages<{ cancel: string }>;

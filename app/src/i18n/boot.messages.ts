import type { ComponentMessages } from '@platform/ui';

/** Shown before any site config is available, so the language comes from the browser (see bootLocale.ts). */
export const bootMessages = {
  'zh-CN': {
    configFailedTitle: '页面加载失败',
    configFailedBody: '站点配置没有加载成功，请检查网络后重试。',
    retry: '重试',
  },
  'zh-HK': {
    configFailedTitle: '頁面載入失敗',
    configFailedBody: '站點配置未能載入，請檢查網絡後重試。',
    retry: '重試',
  },
  'en-US': {
    configFailedTitle: 'The page could not load',
    configFailedBody: "This site's settings did not load. Check your connection and try again.",
    retry: 'Try again',
  },
} satisfies ComponentMessages<{ configFailedTitle: string; configFailedBody: string; retry: string }>;

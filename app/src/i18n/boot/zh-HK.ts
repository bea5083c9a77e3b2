import type { BootStrings } from '../bootCatalog.ts';

export default {
  configFailedTitle: '頁面載入失敗',
  configFailedBody: '站點配置未能載入，請檢查網絡後重試。',
  retry: '重試',
} satisfies BootStrings;

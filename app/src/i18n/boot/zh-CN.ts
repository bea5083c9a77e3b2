import type { BootStrings } from '../bootCatalog.ts';

export default {
  configFailedTitle: '页面加载失败',
  configFailedBody: '站点配置没有加载成功，请检查网络后重试。',
  retry: '重试',
} satisfies BootStrings;

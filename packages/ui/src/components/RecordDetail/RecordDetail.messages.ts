import type { ComponentMessages } from '../../i18n/index.ts';

export type RecordDetailText = {
  copy: (label: string) => string;
  copyShort: string;
  copied: string;
  copyFailed: string;
  loading: string;
  error: string;
};

export const recordDetailMessages: ComponentMessages<RecordDetailText> = {
  'zh-CN': {
    copy: (label) => `复制${label}`,
    copyShort: '复制',
    copied: '复制成功',
    copyFailed: '复制失败',
    loading: '详情加载中',
    error: '详情加载失败，请再试一次',
  },
  'zh-HK': {
    copy: (label) => `複製${label}`,
    copyShort: '複製',
    copied: '複製成功',
    copyFailed: '複製失敗',
    loading: '詳情載入中',
    error: '詳情載入失敗，請再試一次',
  },
  'en-US': {
    copy: (label) => `Copy ${label}`,
    copyShort: 'Copy',
    copied: 'Copied successfully',
    copyFailed: 'Copy failed',
    loading: 'Loading details',
    error: 'Details failed to load, please try again',
  },
};

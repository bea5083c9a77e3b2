import type { ComponentMessages } from '../../i18n/index.ts';

export const assetSummaryMessages: ComponentMessages<{
  totalAssets: string;
  loading: string;
  empty: string;
  error: string;
}> = {
  'zh-CN': {
    totalAssets: '总资产',
    loading: '资产加载中',
    empty: '暂无资产',
    error: '资产加载失败，请再试一次',
  },
  'zh-HK': {
    totalAssets: '總資產',
    loading: '資產載入中',
    empty: '暫無資產',
    error: '資產載入失敗，請再試一次',
  },
  'en-US': {
    totalAssets: 'Total assets',
    loading: 'Loading assets',
    empty: 'No assets yet',
    error: 'Assets failed to load, please try again',
  },
};

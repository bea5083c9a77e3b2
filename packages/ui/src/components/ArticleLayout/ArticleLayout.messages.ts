import type { ComponentMessages } from '../../i18n/index.ts';

export const articleLayoutMessages: ComponentMessages<{
  updated: (date: string) => string;
  related: string;
}> = {
  'zh-CN': { updated: (date) => `更新于 ${date}`, related: '相关文章' },
  'zh-HK': { updated: (date) => `更新於 ${date}`, related: '相關文章' },
  'en-US': { updated: (date) => `Updated ${date}`, related: 'Related articles' },
};

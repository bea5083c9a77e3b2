import type { ComponentMessages } from '../../i18n/index.ts';

export const articleLayoutMessages: ComponentMessages<{
  updated: (date: string) => string;
  sent: (date: string) => string;
  related: string;
}> = {
  'zh-CN': { updated: (date) => `更新于 ${date}`, sent: (date) => `发送于 ${date}`, related: '相关文章' },
  'zh-HK': { updated: (date) => `更新於 ${date}`, sent: (date) => `發送於 ${date}`, related: '相關文章' },
  'en-US': {
    updated: (date) => `Updated ${date}`,
    sent: (date) => `Sent ${date}`,
    related: 'Related articles',
  },
};

import type { ComponentMessages } from '../../i18n/index.ts';

export const gameCardMessages: ComponentMessages<{ maintenance: string }> = {
  'zh-CN': { maintenance: '维护中' },
  'zh-HK': { maintenance: '維護中' },
  'en-US': { maintenance: 'Under maintenance' },
};

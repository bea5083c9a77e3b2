import type { ComponentMessages } from '../../i18n/index.ts';

type Strings = {
  siteTitle: string;
  gameTitle: string;
  siteMessage: string;
  gameMessage: string;
  until: (time: string) => string;
  retry: string;
  contact: string;
};

export const maintenanceStateMessages = {
  'zh-CN': {
    siteTitle: '系统维护中',
    gameTitle: '游戏维护中',
    siteMessage: '为了给您更好的体验，平台正在升级维护，请稍后再来。',
    gameMessage: '该游戏正在维护，请先体验其他游戏。',
    until: (time) => `预计 ${time} 恢复`,
    retry: '重新加载',
    contact: '联系客服',
  },
  'zh-HK': {
    siteTitle: '系統維護中',
    gameTitle: '遊戲維護中',
    siteMessage: '為了給您更好的體驗，平台正在升級維護，請稍後再來。',
    gameMessage: '該遊戲正在維護，請先體驗其他遊戲。',
    until: (time) => `預計 ${time} 恢復`,
    retry: '重新載入',
    contact: '聯繫客服',
  },
  'en-US': {
    siteTitle: 'Under maintenance',
    gameTitle: 'Game under maintenance',
    siteMessage: 'We are upgrading the platform. Please come back soon.',
    gameMessage: 'This game is being serviced. Try another game in the meantime.',
    until: (time) => `Expected back at ${time}`,
    retry: 'Reload',
    contact: 'Contact support',
  },
} satisfies ComponentMessages<Strings>;

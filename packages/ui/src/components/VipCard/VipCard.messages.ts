import type { ComponentMessages } from '../../i18n/index.ts';

export type VipCardText = {
  title: string;
  progressLabel: (nextLevel: number) => string;
  remaining: string;
  topLevel: string;
  viewPrivileges: string;
  loading: string;
};

export const vipCardMessages: ComponentMessages<VipCardText> = {
  'zh-CN': {
    title: '我的VIP等级',
    progressLabel: (nextLevel) => `升级至 VIP${nextLevel} 的进度`,
    remaining: '距离升级还需',
    topLevel: '您已达到最高等级',
    viewPrivileges: '查看特权',
    loading: 'VIP信息加载中',
  },
  'zh-HK': {
    title: '我的VIP等級',
    progressLabel: (nextLevel) => `升級至 VIP${nextLevel} 的進度`,
    remaining: '距離升級還需',
    topLevel: '您已達到最高等級',
    viewPrivileges: '查看特權',
    loading: 'VIP資訊載入中',
  },
  'en-US': {
    title: 'My VIP level',
    progressLabel: (nextLevel) => `Progress to VIP${nextLevel}`,
    remaining: 'Still needed',
    topLevel: 'You have reached the top level',
    viewPrivileges: 'View privileges',
    loading: 'Loading VIP information',
  },
};

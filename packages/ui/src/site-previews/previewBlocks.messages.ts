import type { QuickActionKind } from '@platform/site-config';
import type { ComponentMessages } from '../i18n/index.ts';

export type PreviewBlocksText = {
  quickActions: string;
  actions: Record<QuickActionKind, string>;
  activities: string;
  downloadApp: string;
  ios: string;
  android: string;
  minimumAge: (age: number) => string;
  vipLevelName: string;
};

export const previewBlocksMessages: ComponentMessages<PreviewBlocksText> = {
  'zh-CN': {
    quickActions: '快捷入口',
    actions: {
      deposit: '存款',
      withdraw: '提款',
      transfer: '转账',
      vip: 'VIP',
      tasks: '任务',
      activities: '活动',
      customerService: '客服',
      invite: '邀请',
      help: '帮助',
    },
    activities: '热门活动',
    downloadApp: '下载 App',
    ios: 'iOS 下载',
    android: 'Android 下载',
    minimumAge: (age) => `${age}+`,
    vipLevelName: '白银会员',
  },
  'zh-HK': {
    quickActions: '快捷入口',
    actions: {
      deposit: '存款',
      withdraw: '提款',
      transfer: '轉賬',
      vip: 'VIP',
      tasks: '任務',
      activities: '活動',
      customerService: '客服',
      invite: '邀請',
      help: '幫助',
    },
    activities: '熱門活動',
    downloadApp: '下載 App',
    ios: 'iOS 下載',
    android: 'Android 下載',
    minimumAge: (age) => `${age}+`,
    vipLevelName: '白銀會員',
  },
  'en-US': {
    quickActions: 'Shortcuts',
    actions: {
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      transfer: 'Transfer',
      vip: 'VIP',
      tasks: 'Tasks',
      activities: 'Latest offers',
      customerService: 'Support',
      invite: 'Invite',
      help: 'Help',
    },
    activities: 'Latest offers',
    downloadApp: 'Get the app',
    ios: 'Download for iOS',
    android: 'Download for Android',
    minimumAge: (age) => `${age}+`,
    vipLevelName: 'Silver',
  },
};

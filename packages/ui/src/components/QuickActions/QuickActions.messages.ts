import type { QuickActionKind } from '@platform/site-config';
import type { ComponentMessages } from '../../i18n/index.ts';

export type QuickActionsText = {
  label: string;
  actions: Record<QuickActionKind, string>;
};

export const quickActionsMessages: ComponentMessages<QuickActionsText> = {
  'zh-CN': {
    label: '快捷入口',
    actions: {
      deposit: '存款',
      withdraw: '提款',
      transfer: '转账',
      vip: 'VIP',
      tasks: '任务',
      activities: '活动',
      customerService: '客服',
      invite: '邀请好友',
      help: '帮助',
    },
  },
  'zh-HK': {
    label: '快捷入口',
    actions: {
      deposit: '存款',
      withdraw: '提款',
      transfer: '轉賬',
      vip: 'VIP',
      tasks: '任務',
      activities: '活動',
      customerService: '客服',
      invite: '邀請好友',
      help: '幫助',
    },
  },
  'en-US': {
    label: 'Shortcuts',
    actions: {
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      transfer: 'Transfer',
      vip: 'VIP',
      tasks: 'Tasks',
      activities: 'Promotions',
      customerService: 'Support',
      invite: 'Invite friends',
      help: 'Help',
    },
  },
};

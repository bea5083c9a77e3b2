import type { ComponentMessages } from '@platform/ui';

type UserCentreText = {
  visitorMessage: string;
  signIn: string;
  signOut: string;
  vipLevel: (level: number) => string;
  unreadLabel: string;
  menuFailed: string;
  retry: string;
};

export const userCentreMessages = {
  'zh-CN': {
    visitorMessage: '登录后查看个人中心',
    signIn: '登录',
    signOut: '退出登录',
    vipLevel: (level) => `VIP${level}`,
    unreadLabel: '条未读消息',
    menuFailed: '菜单加载失败',
    retry: '重试',
  },
  'zh-HK': {
    visitorMessage: '登入後查看個人中心',
    signIn: '登入',
    signOut: '登出',
    vipLevel: (level) => `VIP${level}`,
    unreadLabel: '條未讀訊息',
    menuFailed: '選單載入失敗',
    retry: '重試',
  },
  'en-US': {
    visitorMessage: 'Sign in to see your account',
    signIn: 'Sign in',
    signOut: 'Sign out',
    vipLevel: (level) => `VIP ${level}`,
    unreadLabel: 'unread messages',
    menuFailed: 'The menu did not load',
    retry: 'Try again',
  },
} satisfies ComponentMessages<UserCentreText>;

import type { ComponentMessages } from '@platform/ui';

/** The nav-bar title of each page of the route table (a route's `handle.title` names one of these). */
export const pageTitlesMessages = {
  'zh-CN': {
    userCentre: '个人中心',
    login: '登录',
    register: '注册',
    forgetPassword: '找回密码',
    notFound: '页面不存在',
  },
  'zh-HK': {
    userCentre: '個人中心',
    login: '登入',
    register: '註冊',
    forgetPassword: '找回密碼',
    notFound: '頁面不存在',
  },
  'en-US': {
    userCentre: 'My account',
    login: 'Sign in',
    register: 'Register',
    forgetPassword: 'Reset password',
    notFound: 'Page not found',
  },
} satisfies ComponentMessages<Record<string, string>>;

export type PageTitleKey = keyof (typeof pageTitlesMessages)['zh-CN'];

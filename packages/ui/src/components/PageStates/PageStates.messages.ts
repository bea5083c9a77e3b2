import type { ComponentMessages } from '../../i18n/index.ts';

type Strings = {
  loading: string;
  loadFailed: string;
  retry: string;
  signIn: string;
  signInToSee: string;
};

export const pageStatesMessages = {
  'zh-CN': {
    loading: '加载中',
    loadFailed: '内容加载失败',
    retry: '重试',
    signIn: '登录',
    signInToSee: '登录后查看此页面',
  },
  'zh-HK': {
    loading: '載入中',
    loadFailed: '內容載入失敗',
    retry: '重試',
    signIn: '登入',
    signInToSee: '登入後查看此頁面',
  },
  'en-US': {
    loading: 'Loading',
    loadFailed: 'This section did not load',
    retry: 'Try again',
    signIn: 'Sign in',
    signInToSee: 'Sign in to see this page',
  },
} satisfies ComponentMessages<Strings>;

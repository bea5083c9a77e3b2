import type { ComponentMessages } from '../../i18n/index.ts';

export type DownloadAppBannerText = {
  title: string;
  tagline: string;
  ios: string;
  android: string;
  dismiss: string;
};

export const downloadAppBannerMessages: ComponentMessages<DownloadAppBannerText> = {
  'zh-CN': {
    title: '下载 App',
    tagline: '更快更稳，随时随地畅玩',
    ios: 'iOS 下载',
    android: 'Android 下载',
    dismiss: '关闭下载提示',
  },
  'zh-HK': {
    title: '下載 App',
    tagline: '更快更穩，隨時隨地暢玩',
    ios: 'iOS 下載',
    android: 'Android 下載',
    dismiss: '關閉下載提示',
  },
  'en-US': {
    title: 'Get the app',
    tagline: 'Faster and steadier, wherever you play',
    ios: 'Download for iOS',
    android: 'Download for Android',
    dismiss: 'Dismiss app download',
  },
};

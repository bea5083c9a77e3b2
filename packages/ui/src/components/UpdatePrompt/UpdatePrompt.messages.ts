import type { ComponentMessages } from '../../i18n/index.ts';

type Strings = {
  newVersion: string;
  newVersionDetail: string;
  reload: string;
  later: string;
  offlineReady: string;
  gotIt: string;
};

export const updatePromptMessages = {
  'zh-CN': {
    newVersion: '发现新版本',
    newVersionDetail: '更新后即可使用最新功能。',
    reload: '立即更新',
    later: '稍后',
    offlineReady: '应用已缓存，可离线打开',
    gotIt: '知道了',
  },
  'zh-HK': {
    newVersion: '發現新版本',
    newVersionDetail: '更新後即可使用最新功能。',
    reload: '立即更新',
    later: '稍後',
    offlineReady: '應用已緩存，可離線打開',
    gotIt: '知道了',
  },
  'en-US': {
    newVersion: 'New version available',
    newVersionDetail: 'Reload to get the latest features.',
    reload: 'Reload',
    later: 'Later',
    offlineReady: 'Ready to work offline',
    gotIt: 'Got it',
  },
} satisfies ComponentMessages<Strings>;

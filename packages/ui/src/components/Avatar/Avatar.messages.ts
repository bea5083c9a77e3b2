import type { ComponentMessages } from '../../i18n/index.ts';

export const avatarMessages: ComponentMessages<{ avatarOf: (name: string) => string; guest: string }> = {
  'zh-CN': { avatarOf: (name: string) => `${name}的头像`, guest: '默认头像' },
  'zh-HK': { avatarOf: (name: string) => `${name}的頭像`, guest: '預設頭像' },
  'en-US': { avatarOf: (name: string) => `${name}'s avatar`, guest: 'Default avatar' },
};

import type { ComponentMessages } from '../../i18n/index.ts';

export const matchCardMessages: ComponentMessages<{ versus: string }> = {
  'zh-CN': { versus: '对' },
  'zh-HK': { versus: '對' },
  'en-US': { versus: 'vs' },
};

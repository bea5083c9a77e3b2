import type { ComponentMessages } from '../../i18n/index.ts';

export const phoneFieldMessages = {
  'zh-CN': { areaCode: '区号' },
  'zh-HK': { areaCode: '區號' },
  'en-US': { areaCode: 'Area code' },
} satisfies ComponentMessages<{ areaCode: string }>;

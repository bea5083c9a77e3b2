import type { ComponentMessages } from '../../i18n/index.ts';

export type LegalFooterText = {
  /** Spoken name of the age mark, whose visible text is only "18+". */
  ageRestriction: (age: number) => string;
};

export const legalFooterMessages: ComponentMessages<LegalFooterText> = {
  'zh-CN': { ageRestriction: (age) => `仅限年满 ${age} 周岁人士` },
  'zh-HK': { ageRestriction: (age) => `僅限年滿 ${age} 歲人士` },
  'en-US': { ageRestriction: (age) => `Only for people aged ${age} or over` },
};

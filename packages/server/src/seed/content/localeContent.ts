import type { ContentLocale } from '@platform/domain';
import { activitiesEnUs } from './activities.en-US.ts';
import { activitiesZhCn } from './activities.zh-CN.ts';
import { activitiesZhHk } from './activities.zh-HK.ts';
import type { LocaleContent } from './contentTypes.ts';
import { helpTopicsEnUs } from './helpTopics.en-US.ts';
import { helpTopicsZhCn } from './helpTopics.zh-CN.ts';
import { helpTopicsZhHk } from './helpTopics.zh-HK.ts';
import { tutorialsEnUs } from './tutorials.en-US.ts';
import { tutorialsZhCn } from './tutorials.zh-CN.ts';
import { tutorialsZhHk } from './tutorials.zh-HK.ts';

/** The seeded content of each language; a site gets the one of its `defaultLanguage`. */
export const contentByLocale: Record<ContentLocale, LocaleContent> = {
  'zh-CN': { tutorials: tutorialsZhCn, helpTopics: helpTopicsZhCn, activities: activitiesZhCn },
  'zh-HK': { tutorials: tutorialsZhHk, helpTopics: helpTopicsZhHk, activities: activitiesZhHk },
  'en-US': { tutorials: tutorialsEnUs, helpTopics: helpTopicsEnUs, activities: activitiesEnUs },
};

import type { ContentLocale, TutorialSlug } from '@platform/domain';

/** One short seeded text (a name, a title) in each language; a site is seeded with its own language's. */
export type Localised = Readonly<Record<ContentLocale, string>>;

/** One article as the API serves it: a plain-text title and server-authored HTML (the app sanitises it). */
export type ArticleContent = { title: string; html: string };

/** Every tutorial route of spec §2 has its article: a missing slug is a compile error. */
export type TutorialContent = Record<TutorialSlug, ArticleContent>;

/** A help-centre topic; its slug names it in `/help/center?topic=<slug>`. */
export type HelpTopicContent = ArticleContent & { slug: string };

/** An activity (promotion): the card's title and summary, and the rules shown on its detail page. */
export type ActivityContent = { title: string; summary: string; rulesHtml: string };

/** Everything one language's sites are seeded with. */
export type LocaleContent = {
  tutorials: TutorialContent;
  helpTopics: readonly HelpTopicContent[];
  /** The three activities, in the order the list shows them. */
  activities: readonly [ActivityContent, ActivityContent, ActivityContent];
};

import { contentLocale, tutorialSlugs } from '@platform/domain';
import type { Database } from '../db/database.ts';
import { phoneAreas, recommendedMatches, vipLevels } from '../db/schema/catalogue.ts';
import { activities, articles } from '../db/schema/contentPages.ts';
import { DEFAULT_MATCH_CLASSIFICATION } from '../games/service.ts';
import type { PrivilegeKey } from '../i18n/serverStrings.ts';
import { serverText } from '../i18n/serverText.ts';
import type { Site } from '../sites/siteDirectory.ts';
import type { Localised } from './content/contentTypes.ts';
import { contentByLocale } from './content/localeContent.ts';

const DAY_MS = 24 * 60 * 60_000;

function privilegesOf(level: number): { key: PrivilegeKey; value: string }[] {
  return [
    { key: 'withdrawals', value: String(5 + level * 5) },
    { key: 'upgradeBonus', value: level === 0 ? '0' : String(level * 88) },
    { key: 'rebate', value: `${(0.4 + level * 0.1).toFixed(1)}%` },
  ];
}

const vipTemplates = [0, 1, 2, 3, 4, 5].map((level) => ({
  level,
  name: `VIP${level}`,
  depositRequirementMinor: level === 0 ? 0 : 100_000 * 5 ** (level - 1),
  turnoverRequirementMinor: level === 0 ? 0 : 500_000 * 5 ** (level - 1),
  privileges: privilegesOf(level),
}));

const phoneAreaTemplates: readonly { areaCode: string; name: Localised }[] = [
  { areaCode: '+86', name: { 'zh-CN': '中国大陆', 'zh-HK': '中國內地', 'en-US': 'Mainland China' } },
  { areaCode: '+852', name: { 'zh-CN': '中国香港', 'zh-HK': '香港', 'en-US': 'Hong Kong' } },
  { areaCode: '+853', name: { 'zh-CN': '中国澳门', 'zh-HK': '澳門', 'en-US': 'Macau' } },
  { areaCode: '+886', name: { 'zh-CN': '中国台湾', 'zh-HK': '台灣', 'en-US': 'Taiwan' } },
  { areaCode: '+60', name: { 'zh-CN': '马来西亚', 'zh-HK': '馬來西亞', 'en-US': 'Malaysia' } },
  { areaCode: '+63', name: { 'zh-CN': '菲律宾', 'zh-HK': '菲律賓', 'en-US': 'Philippines' } },
  { areaCode: '+66', name: { 'zh-CN': '泰国', 'zh-HK': '泰國', 'en-US': 'Thailand' } },
  { areaCode: '+84', name: { 'zh-CN': '越南', 'zh-HK': '越南', 'en-US': 'Vietnam' } },
];

const teams: [string, string, string][] = [
  ['英超', '曼城', '阿森纳'],
  ['英超', '利物浦', '切尔西'],
  ['西甲', '皇马', '巴萨'],
  ['意甲', '国米', 'AC米兰'],
  ['德甲', '拜仁', '多特蒙德'],
  ['法甲', '巴黎', '马赛'],
  ['中超', '上海海港', '山东泰山'],
  ['欧冠', '阿森纳', '皇马'],
];

export async function seedContent(db: Database, site: Site, nowMs: number): Promise<void> {
  const locale = site.defaultLocale;
  await db
    .insert(vipLevels)
    .values(
      vipTemplates.map((level) => ({
        siteCode: site.code,
        ...level,
        // Each stored title is the platform's name for the privilege, in the site's language.
        privileges: level.privileges.map((privilege) => ({
          ...privilege,
          title: serverText(locale).vipPrivileges[privilege.key],
        })),
        badgeUrl: `/demo-assets/vip/${level.level}.svg`,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(phoneAreas)
    .values(
      phoneAreaTemplates.map((area, index) => ({
        siteCode: site.code,
        areaCode: area.areaCode,
        name: area.name[contentLocale(locale)],
        sort: index + 1,
      })),
    )
    .onConflictDoNothing();
  const content = contentByLocale[contentLocale(locale)];
  await db
    .insert(activities)
    .values(
      content.activities.map((activity, index) => ({
        id: `${site.code}-promo-${index + 1}`,
        siteCode: site.code,
        title: activity.title,
        summary: activity.summary,
        content: activity.rulesHtml,
        // Drawn for each activity (a gift, a calendar, friends), not the site's banner with its name on it.
        bannerUrl: `/demo-assets/activity/${index + 1}.svg`,
        sort: index + 1,
        startsAt: new Date(nowMs - 30 * DAY_MS),
        // The daily check-in runs until further notice.
        endsAt: index === 1 ? null : new Date(nowMs + 365 * DAY_MS),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(articles)
    .values([
      ...tutorialSlugs.map((slug, index) => ({
        id: `${site.code}-tutorial-${slug.replace('/', '-')}`,
        siteCode: site.code,
        kind: 'tutorial' as const,
        slug,
        title: content.tutorials[slug].title,
        content: content.tutorials[slug].html,
        sort: index + 1,
      })),
      ...content.helpTopics.map((topic, index) => ({
        id: `${site.code}-help-${topic.slug}`,
        siteCode: site.code,
        kind: 'help' as const,
        slug: topic.slug,
        title: topic.title,
        content: topic.html,
        sort: index + 1,
      })),
    ])
    .onConflictDoNothing();
  if (!site.config.features.recommendedMatches) return;
  await db
    .insert(recommendedMatches)
    .values(
      teams.map(([league, homeTeam, awayTeam], index) => ({
        id: `${site.code}-match-${index + 1}`,
        siteCode: site.code,
        placement: index < 5 ? 1 : 2,
        classification: DEFAULT_MATCH_CLASSIFICATION,
        league,
        homeTeam,
        awayTeam,
        startsAt: new Date(nowMs + (index + 1) * 3 * 60 * 60_000),
        venueCode: 'sports',
        odds: { home: (1.5 + index * 0.1).toFixed(2), draw: '3.40', away: (4.2 - index * 0.2).toFixed(2) },
        sort: index + 1,
      })),
    )
    .onConflictDoNothing();
}

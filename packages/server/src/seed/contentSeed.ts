import type { Database } from '../db/database.ts';
import { phoneAreas, recommendedMatches, vipLevels } from '../db/schema/catalogue.ts';
import { activities, articles } from '../db/schema/content.ts';
import { DEFAULT_MATCH_CLASSIFICATION } from '../routes/gameRoutes.ts';
import type { Site } from '../sites/siteDirectory.ts';

const DAY_MS = 24 * 60 * 60_000;

const vipTemplates = [0, 1, 2, 3, 4, 5].map((level) => ({
  level,
  name: `VIP${level}`,
  depositRequirementMinor: level === 0 ? 0 : 100_000 * 5 ** (level - 1),
  turnoverRequirementMinor: level === 0 ? 0 : 500_000 * 5 ** (level - 1),
  privileges: [
    { key: 'withdrawals', title: '每日提款次数', value: String(5 + level * 5) },
    { key: 'upgradeBonus', title: '晋级礼金', value: level === 0 ? '0' : String(level * 88) },
    { key: 'rebate', title: '返水比例', value: `${(0.4 + level * 0.1).toFixed(1)}%` },
  ],
}));

const phoneAreaTemplates = [
  { areaCode: '+86', name: '中国大陆' },
  { areaCode: '+852', name: '中国香港' },
  { areaCode: '+853', name: '中国澳门' },
  { areaCode: '+886', name: '中国台湾' },
  { areaCode: '+60', name: 'Malaysia' },
  { areaCode: '+63', name: 'Philippines' },
  { areaCode: '+66', name: 'Thailand' },
  { areaCode: '+84', name: 'Vietnam' },
];

/** Tutorial slugs are the /tutorial/* routes of spec §2. */
const tutorialSlugs: [string, string][] = [
  ['sportRules', '体育规则'],
  ['bettingIntroduction', '投注介绍'],
  ['betStrategy', '投注策略'],
  ['withdraw', '如何取款'],
  ['transfer', '如何转账'],
  ['deposit', '如何存款'],
  ['example', '投注示例'],
  ['games', '游戏介绍'],
  ['games/answer', '游戏问答'],
  ['tech', '技术支持'],
  ['techDetail', '技术详情'],
  ['contact', '联系我们'],
  ['leaveMsg', '留言'],
  ['knowExchange', '了解兑换'],
  ['knowVirtualCurrency', '了解虚拟币'],
  ['protocolDifference', '协议区别 (TRC20 / ERC20)'],
];

const helpTopics: [string, string, string][] = [
  ['account', '账户问题', '<p>账号为 4-11 位字母和数字。忘记密码可通过已绑定的手机或邮箱找回。</p>'],
  ['deposit', '存款问题', '<p>存款订单提交后请在有效期内完成付款，到账以平台审核为准。</p>'],
  ['withdraw', '取款问题', '<p>取款前需先设置取款密码并绑定取款账户；审核通过后到账。</p>'],
  ['security', '安全说明', '<p>请勿向任何人透露验证码和密码，客服不会索要您的密码。</p>'],
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
  const assets = `/site-assets/${site.code}`;
  await db
    .insert(vipLevels)
    .values(
      vipTemplates.map((level) => ({
        siteCode: site.code,
        ...level,
        badgeUrl: `/demo-assets/vip/${level.level}.svg`,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(phoneAreas)
    .values(phoneAreaTemplates.map((area, index) => ({ siteCode: site.code, ...area, sort: index + 1 })))
    .onConflictDoNothing();
  await db
    .insert(activities)
    .values(
      [1, 2, 3].map((number) => ({
        id: `${site.code}-promo-${number}`,
        siteCode: site.code,
        title: ['首存礼金 100%', '每日签到送彩金', '邀请好友赢奖励'][number - 1] ?? '',
        summary:
          ['首次存款即享 100% 礼金', '连续签到 7 天领取彩金', '每邀请一位好友得奖励'][number - 1] ?? '',
        content: `<h2>活动规则</h2><ol><li>活动期间内有效。</li><li>每位会员限领一次。</li><li>平台保留最终解释权。</li></ol>`,
        bannerUrl: `${assets}/${number === 3 ? 'logo' : `banner-${number}`}.svg`,
        sort: number,
        startsAt: new Date(nowMs - 30 * DAY_MS),
        endsAt: number === 2 ? null : new Date(nowMs + 365 * DAY_MS),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(articles)
    .values([
      ...tutorialSlugs.map(([slug, title], index) => ({
        id: `${site.code}-tutorial-${slug.replace('/', '-')}`,
        siteCode: site.code,
        kind: 'tutorial' as const,
        slug,
        title,
        content: `<h2>${title}</h2><p>本教程介绍「${title}」的基本步骤与注意事项。</p>`,
        sort: index + 1,
      })),
      ...helpTopics.map(([slug, title, content], index) => ({
        id: `${site.code}-help-${slug}`,
        siteCode: site.code,
        kind: 'help' as const,
        slug,
        title,
        content,
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

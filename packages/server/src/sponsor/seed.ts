import { type ContentLocale, contentLocale, locales } from '@platform/domain';
import type { Database } from '../db/database.ts';
import { articles } from '../db/schema/contentPages.ts';
import type { Site } from '../sites/siteDirectory.ts';
import { sponsorSlug } from './service.ts';

type SponsorText = { title: string; content: (siteName: string) => string };

/** What the site sponsors and how to reach its partnerships team, per language (HTML, sanitised by the app). */
const sponsorTexts: Record<ContentLocale, SponsorText> = {
  'zh-CN': {
    title: '赞助与合作',
    content: (siteName) =>
      `<h2>${siteName}赞助计划</h2>` +
      `<p>${siteName}长期支持体育事业，通过赞助帮助球队、赛事和运动员走得更远。</p>` +
      '<h3>我们赞助的项目</h3>' +
      '<ul><li>青少年足球训练营：提供训练装备、场地租金和赛季交通补贴。</li>' +
      '<li>城市业余联赛：冠名赞助联赛奖杯，并为每轮最佳球员设立奖励。</li>' +
      '<li>电子竞技邀请赛：赞助奖金池和赛事直播制作。</li></ul>' +
      '<h3>我们的承诺</h3>' +
      '<p>所有赞助活动均倡导理性娱乐：我们的品牌不会出现在面向未成年人的宣传物料上，赞助合同中包含负责任博彩条款。</p>' +
      '<h3>合作洽谈</h3>' +
      '<p>俱乐部、赛事主办方或运动员如希望与我们合作，请通过在线客服联系我们，并注明“赞助合作”，我们会在 3 个工作日内回复。</p>',
  },
  'zh-HK': {
    title: '贊助與合作',
    content: (siteName) =>
      `<h2>${siteName}贊助計劃</h2>` +
      `<p>${siteName}長期支持體育發展，透過贊助幫助球隊、賽事和運動員走得更遠。</p>` +
      '<h3>我們贊助的項目</h3>' +
      '<ul><li>青少年足球訓練營：提供訓練裝備、場地租金和賽季交通津貼。</li>' +
      '<li>城市業餘聯賽：冠名贊助聯賽獎盃，並為每輪最佳球員設立獎勵。</li>' +
      '<li>電子競技邀請賽：贊助獎金池和賽事直播製作。</li></ul>' +
      '<h3>我們的承諾</h3>' +
      '<p>所有贊助活動均倡導理性娛樂：我們的品牌不會出現在面向未成年人的宣傳物料上，贊助合約中包含負責任博彩條款。</p>' +
      '<h3>合作洽談</h3>' +
      '<p>球會、賽事主辦方或運動員如希望與我們合作，請透過線上客服聯絡我們，並註明「贊助合作」，我們會在 3 個工作天內回覆。</p>',
  },
  'en-US': {
    title: 'Sponsorship',
    content: (siteName) =>
      `<h2>The ${siteName} sponsorship programme</h2>` +
      `<p>${siteName} invests in sport: our sponsorships help teams, events and athletes go further.</p>` +
      '<h3>What we sponsor</h3>' +
      '<ul><li>Youth football academies: training kit, pitch hire and travel support for the season.</li>' +
      '<li>City amateur leagues: the league trophy and a player-of-the-round award every week.</li>' +
      '<li>Esports invitationals: the prize pool and the live broadcast production.</li></ul>' +
      '<h3>Our commitment</h3>' +
      '<p>Every sponsorship promotes playing responsibly: our brand never appears on material aimed at minors, and each contract carries responsible-gambling terms.</p>' +
      '<h3>Partner with us</h3>' +
      '<p>Clubs, organisers and athletes who would like to work with us can reach our partnerships team through customer service, marked “Sponsorship”; we reply within 3 working days.</p>',
  },
};

/** The site's sponsor page in every language (fixed ids: a second seed adds nothing). */
export async function seedSponsorPages(db: Database, site: Site): Promise<void> {
  await db
    .insert(articles)
    .values(
      locales.map((locale, index) => ({
        id: `${site.code}-sponsor-${locale}`,
        siteCode: site.code,
        kind: 'sponsor' as const,
        slug: sponsorSlug(locale),
        title: sponsorTexts[contentLocale(locale)].title,
        content: sponsorTexts[contentLocale(locale)].content(site.config.displayName[contentLocale(locale)]),
        sort: index + 1,
      })),
    )
    .onConflictDoNothing();
}

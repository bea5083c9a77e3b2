import { contentLocale } from '@platform/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { memberMessages } from '../db/schema/messages.ts';
import type { MemberEventKind, TaskPeriod } from '../db/schema/tasks.ts';
import { activityTiers, memberEvents, taskGroups, tasks } from '../db/schema/tasks.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { Site } from '../sites/siteDirectory.ts';
import { endOfToday } from '../taskProgress/taskPeriods.ts';
import type { Localised } from './content/contentTypes.ts';

const groupNames = {
  // English names stay short: the three tabs (with their badges) fit a phone's width without scrolling.
  daily: { 'zh-CN': '每日任务', 'zh-HK': '每日任務', 'en-US': 'Daily' },
  weekly: { 'zh-CN': '每周任务', 'zh-HK': '每週任務', 'en-US': 'Weekly' },
  newcomer: { 'zh-CN': '新手任务', 'zh-HK': '新手任務', 'en-US': 'Newcomer' },
} as const satisfies Record<string, Localised>;

const taskTemplates = [
  {
    group: 'daily',
    title: { 'zh-CN': '每日登录', 'zh-HK': '每日登入', 'en-US': 'Daily sign-in' },
    event: 'sign_in',
    period: 'daily',
    description: { 'zh-CN': '今日登录一次', 'zh-HK': '今日登入一次', 'en-US': 'Sign in once today' },
    target: 1,
    reward: 100,
    points: 10,
    progress: 1,
  },
  {
    group: 'daily',
    title: { 'zh-CN': '每日存款', 'zh-HK': '每日存款', 'en-US': 'Daily deposit' },
    event: 'deposit_approved',
    period: 'daily',
    description: {
      'zh-CN': '今日存款任意金额',
      'zh-HK': '今日存入任何金額',
      'en-US': 'Make a deposit of any amount today',
    },
    target: 1,
    reward: 500,
    points: 20,
    progress: 0,
  },
  {
    group: 'daily',
    title: { 'zh-CN': '投注 3 次', 'zh-HK': '投注 3 次', 'en-US': 'Place 3 bets' },
    event: 'bet_placed',
    period: 'daily',
    description: {
      'zh-CN': '今日完成 3 笔投注',
      'zh-HK': '今日完成 3 筆投注',
      'en-US': 'Place 3 bets today',
    },
    target: 3,
    reward: 300,
    points: 20,
    progress: 3,
  },
  {
    group: 'newcomer',
    title: { 'zh-CN': '绑定手机', 'zh-HK': '綁定手機', 'en-US': 'Link your phone' },
    event: 'phone_bound',
    period: 'once',
    description: {
      'zh-CN': '绑定手机号码',
      'zh-HK': '綁定手機號碼',
      'en-US': 'Link a mobile number to your account',
    },
    target: 1,
    reward: 800,
    points: 30,
    progress: 0,
  },
  {
    group: 'newcomer',
    title: { 'zh-CN': '设置提款密码', 'zh-HK': '設定提款密碼', 'en-US': 'Set a withdrawal password' },
    event: 'withdraw_password_set',
    period: 'once',
    description: {
      'zh-CN': '设置提款密码',
      'zh-HK': '設定保護提款的密碼',
      'en-US': 'Set the password that protects your withdrawals',
    },
    target: 1,
    reward: 500,
    points: 30,
    progress: 1,
  },
  {
    group: 'weekly',
    title: { 'zh-CN': '累计投注 20 次', 'zh-HK': '累積投注 20 次', 'en-US': 'Place 20 bets this week' },
    event: 'bet_placed',
    period: 'weekly',
    description: {
      'zh-CN': '本周完成 20 笔投注',
      'zh-HK': '本週完成 20 筆投注',
      'en-US': 'Place 20 bets in total this week',
    },
    target: 20,
    reward: 2_000,
    points: 50,
    progress: 7,
  },
  {
    group: 'daily',
    title: {
      'zh-CN': '今日限时：存款 2 次',
      'zh-HK': '今日限時：存款 2 次',
      'en-US': 'Today only: 2 deposits',
    },
    event: 'deposit_approved',
    period: 'daily',
    description: {
      'zh-CN': '今日内完成 2 笔存款，零点后任务结束',
      'zh-HK': '今日內完成 2 筆存款，零時後任務結束',
      'en-US': 'Make 2 deposits today: the task ends at midnight',
    },
    target: 2,
    reward: 1_000,
    points: 20,
    progress: 0,
    endsWithSeedDay: true,
  },
] as const satisfies readonly {
  group: keyof typeof groupNames;
  title: Localised;
  description: Localised;
  event: MemberEventKind;
  period: TaskPeriod;
  target: number;
  reward: number;
  points: number;
  /** how many of the task's events the demo member has done at seed time */
  progress: number;
  /** a limited-time task: it expires at the end of the site's day on which it was seeded */
  endsWithSeedDay?: true;
}[];

export async function seedTasks(db: Database, site: Site, nowMs: number): Promise<void> {
  const locale = site.defaultLocale;
  const { centralCurrency: currency, timeZone } = siteMoneySettings(site.code);
  const seedDayEnd = endOfToday(new Date(nowMs), timeZone);
  await db
    .insert(taskGroups)
    .values(
      Object.entries(groupNames).map(([key, name], index) => ({
        id: `${site.code}-${key}`,
        siteCode: site.code,
        name: name[contentLocale(locale)],
        sort: index + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(tasks)
    .values(
      taskTemplates.map((task, index) => ({
        id: `${site.code}-task-${index + 1}`,
        groupId: `${site.code}-${task.group}`,
        title: task.title[contentLocale(locale)],
        description: task.description[contentLocale(locale)],
        event: task.event,
        period: task.period,
        target: task.target,
        rewardMinor: task.reward,
        rewardCurrency: currency,
        activityPoints: task.points,
        sort: index + 1,
        expiresAt: 'endsWithSeedDay' in task ? seedDayEnd : null,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(activityTiers)
    .values(
      [30, 60, 100].map((points, index) => ({
        id: `${site.code}-tier-${points}`,
        siteCode: site.code,
        pointsRequired: points,
        rewardMinor: (index + 1) * 500,
        rewardCurrency: currency,
      })),
    )
    .onConflictDoNothing();
}

const welcomeMessages: readonly { title: Localised; content: Localised }[] = [
  {
    title: { 'zh-CN': '欢迎加入', 'zh-HK': '歡迎加入', 'en-US': 'Welcome aboard' },
    content: {
      'zh-CN': '<p>欢迎您！完成新手任务即可领取奖励。</p>',
      'zh-HK': '<p>歡迎您！完成新手任務即可領取獎賞。</p>',
      'en-US': '<p>Welcome! Complete the new member tasks to claim your rewards.</p>',
    },
  },
  {
    title: { 'zh-CN': '安全提示', 'zh-HK': '安全提示', 'en-US': 'Security reminder' },
    content: {
      'zh-CN': '<p>请勿向任何人透露验证码，平台客服不会索要您的密码。</p>',
      'zh-HK': '<p>請勿向任何人透露驗證碼，平台客服不會索取您的密碼。</p>',
      'en-US':
        '<p>Never share a verification code with anyone: customer service will never ask for your password.</p>',
    },
  },
  {
    title: { 'zh-CN': '活动上线', 'zh-HK': '活動推出', 'en-US': 'New promotion' },
    content: {
      'zh-CN': '<p>每日签到送彩金活动已上线，详情请见活动页面。</p>',
      'zh-HK': '<p>每日簽到送彩金活動已推出，詳情請瀏覽活動頁面。</p>',
      'en-US': '<p>The daily check-in rewards promotion is live: see the promotions page for details.</p>',
    },
  },
];

/**
 * The demo member's inbox and some task progress (only on first seed: the member's own reads and deletes stay).
 * Progress is the events the tasks count, as if the member had done them just now; keyed, so a second seed adds nothing.
 */
export async function seedDemoMemberActivity(
  db: Database,
  site: Site,
  memberId: string,
  nowMs: number,
): Promise<void> {
  const events = taskTemplates.flatMap((task, index) =>
    Array.from({ length: task.progress }, (_, count) => ({
      memberId,
      eventKey: `seed:${site.code}-task-${index + 1}:${count}`,
      kind: task.event,
      occurredAt: new Date(nowMs),
    })),
  );
  await db.insert(memberEvents).values(events).onConflictDoNothing();
  const [existing] = await db
    .select({ id: memberMessages.id })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId)))
    .limit(1);
  if (existing) return;
  await db.insert(memberMessages).values(
    welcomeMessages.map((message, index) => ({
      memberId,
      title: message.title[contentLocale(site.defaultLocale)],
      content: message.content[contentLocale(site.defaultLocale)],
      createdAt: new Date(nowMs - (welcomeMessages.length - index) * 60 * 60_000),
    })),
  );
}

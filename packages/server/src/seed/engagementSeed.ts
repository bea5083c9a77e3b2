import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { activityTiers, memberEvents, memberMessages, taskGroups, tasks } from '../db/schema/engagement.ts';
import { siteMoneySettings } from '../money/siteMoneySettings.ts';
import type { Site } from '../sites/siteDirectory.ts';
import type { MemberEventKind, TaskPeriod } from '../tasks/schema.ts';

const taskTemplates = [
  {
    group: 'daily',
    title: '每日登录',
    event: 'sign_in',
    period: 'daily',
    description: '今日登录一次',
    target: 1,
    reward: 100,
    points: 10,
    progress: 1,
  },
  {
    group: 'daily',
    title: '每日存款',
    event: 'deposit_approved',
    period: 'daily',
    description: '今日存款任意金额',
    target: 1,
    reward: 500,
    points: 20,
    progress: 0,
  },
  {
    group: 'daily',
    title: '投注 3 次',
    event: 'bet_placed',
    period: 'daily',
    description: '今日完成 3 笔投注',
    target: 3,
    reward: 300,
    points: 20,
    progress: 3,
  },
  {
    group: 'newcomer',
    title: '绑定手机',
    event: 'phone_bound',
    period: 'once',
    description: '绑定手机号码',
    target: 1,
    reward: 800,
    points: 30,
    progress: 0,
  },
  {
    group: 'newcomer',
    title: '设置取款密码',
    event: 'withdraw_password_set',
    period: 'once',
    description: '设置取款密码',
    target: 1,
    reward: 500,
    points: 30,
    progress: 1,
  },
  {
    group: 'weekly',
    title: '累计投注 20 次',
    event: 'bet_placed',
    period: 'weekly',
    description: '本周完成 20 笔投注',
    target: 20,
    reward: 2_000,
    points: 50,
    progress: 7,
  },
] as const satisfies readonly (Record<string, unknown> & { event: MemberEventKind; period: TaskPeriod })[];

const groupNames = { daily: '每日任务', weekly: '每周任务', newcomer: '新手任务' } as const;

export async function seedTasks(db: Database, site: Site): Promise<void> {
  const currency = siteMoneySettings(site.code).centralCurrency;
  await db
    .insert(taskGroups)
    .values(
      Object.entries(groupNames).map(([key, name], index) => ({
        id: `${site.code}-${key}`,
        siteCode: site.code,
        name,
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
        title: task.title,
        description: task.description,
        event: task.event,
        period: task.period,
        target: task.target,
        rewardMinor: task.reward,
        rewardCurrency: currency,
        activityPoints: task.points,
        sort: index + 1,
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

const welcomeMessages = [
  { title: '欢迎加入', content: '<p>欢迎您！完成新手任务即可领取奖励。</p>' },
  { title: '安全提示', content: '<p>请勿向任何人透露验证码，平台客服不会索要您的密码。</p>' },
  { title: '活动上线', content: '<p>每日签到送彩金活动已上线，详情请见活动页面。</p>' },
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
      ...message,
      createdAt: new Date(nowMs - (welcomeMessages.length - index) * 60 * 60_000),
    })),
  );
}

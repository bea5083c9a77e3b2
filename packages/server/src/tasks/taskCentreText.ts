import { type ContentLocale, contentLocale, type Locale } from '@platform/domain';

const text: Record<ContentLocale, { title: string; rules: string }> = {
  'zh-CN': {
    title: '任务中心',
    rules:
      '完成任务即可领取奖励；每个任务的奖励只能领取一次。完成任务累积活跃度，达到档位可额外领取活跃奖励。',
  },
  'zh-HK': {
    title: '任務中心',
    rules:
      '完成任務即可領取獎勵；每個任務的獎勵只能領取一次。完成任務累積活躍度，達到檔位可額外領取活躍獎勵。',
  },
  'en-US': {
    title: 'Task centre',
    rules:
      'Complete a task to claim its reward; each reward can be claimed once. Completed tasks add activity points, and each activity tier you reach pays an extra reward.',
  },
};

export function taskCentreText(locale: Locale): { title: string; rules: string } {
  return text[contentLocale(locale)];
}

const activityRewardTitles: Record<ContentLocale, (points: number) => string> = {
  'zh-CN': (points) => `活跃度 ${points} 奖励`,
  'zh-HK': (points) => `活躍度 ${points} 獎勵`,
  'en-US': (points) => `Activity reward (${points} points)`,
};

/** How an activity-tier reward reads in the member's task records; stored with the claim in their language. */
export function activityRewardTitle(points: number, locale: Locale): string {
  return activityRewardTitles[contentLocale(locale)](points);
}

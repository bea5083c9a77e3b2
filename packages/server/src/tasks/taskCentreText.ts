import type { Locale } from '@platform/domain';
import { serverText } from '../i18n/serverText.ts';

export function taskCentreText(locale: Locale): { title: string; rules: string } {
  const { title, rules } = serverText(locale).taskCentre;
  return { title, rules };
}

/** How an activity-tier reward reads in the member's task records; stored with the claim in their language. */
export function activityRewardTitle(points: number, locale: Locale): string {
  return serverText(locale).taskCentre.activityReward(points);
}

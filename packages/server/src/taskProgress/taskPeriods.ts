import { dateRangeForPreset } from '@platform/domain';
import type { TaskPeriod } from '../db/schema/tasks.ts';

const DAY_MS = 24 * 60 * 60_000;
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** 0 for Monday ... 6 for Sunday, in the site's time zone. */
function weekdayIndex(now: Date, timeZone: string): number {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return weekdays.indexOf(format.format(now) as (typeof weekdays)[number]);
}

function startOfDay(instant: Date, timeZone: string): Date {
  return dateRangeForPreset(0, instant, timeZone).start as Date;
}

/**
 * The first instant of the task's current period in the site's time zone: today's midnight for daily tasks,
 * Monday's for weekly ones; null for a task that never starts over.
 */
export function currentPeriodStart(period: TaskPeriod, now: Date, timeZone: string): Date | null {
  switch (period) {
    case 'once':
      return null;
    case 'daily':
      return startOfDay(now, timeZone);
    case 'weekly': {
      // Step back whole days from today's noon, so a daylight-saving change cannot land on the wrong date.
      const todayNoon = startOfDay(now, timeZone).getTime() + DAY_MS / 2;
      return startOfDay(new Date(todayNoon - weekdayIndex(now, timeZone) * DAY_MS), timeZone);
    }
    default:
      return period satisfies never;
  }
}

/** The first instant of tomorrow in the site's time zone: when a task that lasts for today ends. */
export function endOfToday(now: Date, timeZone: string): Date {
  return new Date((dateRangeForPreset(0, now, timeZone).end as Date).getTime() + 1);
}

/** The claim's source id: a periodic task is claimable once per period, any other task once. */
export function claimSourceId(taskId: string, periodStart: Date | null): string {
  return periodStart ? `${taskId}@${periodStart.toISOString()}` : taskId;
}

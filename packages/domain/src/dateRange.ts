/** Date-range selector values of spec §4: -1 all time, 0 today, 1 yesterday, 2 last 7 days, 3 last 30 days. */
export const dateRangePresets = [-1, 0, 1, 2, 3] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

export type DateRange = { start: Date | null; end: Date | null };

type CalendarDate = { year: number; month: number; day: number };

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time in `timeZone` at `instantMs`, expressed as if it were UTC milliseconds. */
function wallClockAsUtcMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((instantMs % 1000) + 1000) % 1000);
}

function calendarDateAt(instantMs: number, timeZone: string): CalendarDate {
  const wallClock = new Date(wallClockAsUtcMs(instantMs, timeZone));
  return {
    year: wallClock.getUTCFullYear(),
    month: wallClock.getUTCMonth() + 1,
    day: wallClock.getUTCDate(),
  };
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function sameDate(left: CalendarDate, right: CalendarDate): boolean {
  return left.year === right.year && left.month === right.month && left.day === right.day;
}

/**
 * The first instant of `date` in `timeZone`. Usually local midnight; where a DST change skips midnight
 * (e.g. America/Santiago in September) it is the first wall-clock time that exists, 01:00.
 * Two offset guesses cover both sides of a transition; the earliest one that falls on the date wins.
 */
function startOfDay(date: CalendarDate, timeZone: string): number {
  const midnightAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  const firstGuess = midnightAsUtc - (wallClockAsUtcMs(midnightAsUtc, timeZone) - midnightAsUtc);
  const secondGuess = midnightAsUtc - (wallClockAsUtcMs(firstGuess, timeZone) - firstGuess);
  const onTheDate = [firstGuess, secondGuess].filter((instant) =>
    sameDate(calendarDateAt(instant, timeZone), date),
  );
  return Math.min(...(onTheDate.length > 0 ? onTheDate : [firstGuess]));
}

/**
 * A preset as concrete instants in the site's time zone. Both ends are inclusive, to the millisecond:
 * start is the first instant of the first day, end the last instant (23:59:59.999) of the last day.
 * "Last 7 days" and "last 30 days" include today (today and the 6 or 29 days before it).
 * All time has no bounds (null, null).
 */
export function dateRangeForPreset(preset: DateRangePreset, now: Date, timeZone: string): DateRange {
  const today = calendarDateAt(now.getTime(), timeZone);
  const daysRange = (firstDayOffset: number, lastDayOffset: number): DateRange => ({
    start: new Date(startOfDay(addDays(today, firstDayOffset), timeZone)),
    end: new Date(startOfDay(addDays(today, lastDayOffset + 1), timeZone) - 1),
  });
  switch (preset) {
    case -1:
      return { start: null, end: null };
    case 0:
      return daysRange(0, 0);
    case 1:
      return daysRange(-1, -1);
    case 2:
      return daysRange(-6, 0);
    case 3:
      return daysRange(-29, 0);
    default:
      return preset satisfies never;
  }
}

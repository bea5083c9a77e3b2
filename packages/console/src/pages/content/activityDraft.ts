import type { ConsoleEndpoints, EndpointBody, EndpointResponse } from '@platform/contract';
import type { ConsoleStrings } from '../../i18n/consoleStrings.ts';

export type ConsoleActivity = EndpointResponse<ConsoleEndpoints['consoleListActivities']>[number];
export type SaveActivityBody = EndpointBody<ConsoleEndpoints['consoleSaveActivity']>;

/**
 * An activity as its form holds it: strings for the inputs, the dates as `datetime-local` values in the
 * operator's own time zone (the browser's), converted to instants only when sent.
 */
export interface ActivityDraft {
  id: string | undefined;
  title: string;
  summary: string;
  bannerUrl: string;
  startsAt: string;
  endsAt: string;
  sort: string;
  rules: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone, to the minute. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new activity starts now, with no end, first in the list. */
export function newActivityDraft(now: Date, bannerUrl: string): ActivityDraft {
  return {
    id: undefined,
    title: '',
    summary: '',
    bannerUrl,
    startsAt: localDateTime(now.toISOString()),
    endsAt: '',
    sort: '0',
    rules: '',
  };
}

export function draftOf(activity: ConsoleActivity): ActivityDraft {
  return {
    id: activity.id,
    title: activity.title,
    summary: activity.summary,
    bannerUrl: activity.bannerUrl,
    startsAt: localDateTime(activity.startsAt),
    endsAt: activity.endsAt === null ? '' : localDateTime(activity.endsAt),
    sort: String(activity.sort),
    rules: activity.rules,
  };
}

/** What the server takes; a blank end is "runs until ended". The server checks every rule again. */
export function saveBodyOf(siteCode: string, draft: ActivityDraft): SaveActivityBody {
  return {
    siteCode,
    ...(draft.id === undefined ? {} : { id: draft.id }),
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    bannerUrl: draft.bannerUrl,
    startsAt: new Date(draft.startsAt).toISOString(),
    endsAt: draft.endsAt === '' ? null : new Date(draft.endsAt).toISOString(),
    sort: Number.parseInt(draft.sort, 10) || 0,
    rules: draft.rules,
  };
}

/** Where an activity stands at `now`, as the member's list sees it (running ones are listed). */
export type ActivityPhase = keyof ConsoleStrings['activities']['phases'];

export function phaseOf(activity: Pick<ConsoleActivity, 'startsAt' | 'endsAt'>, now: number): ActivityPhase {
  if (Date.parse(activity.startsAt) > now) return 'scheduled';
  if (activity.endsAt !== null && Date.parse(activity.endsAt) <= now) return 'ended';
  return 'running';
}

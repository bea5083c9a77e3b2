import { describe, expect, it } from 'vitest';
import { type ConsoleActivity, draftOf, localDateTime, phaseOf, saveBodyOf } from './activityDraft.ts';

const activity: ConsoleActivity = {
  id: 'hgty-promo-1',
  title: 'Weekend reload',
  summary: 'Ten per cent',
  bannerUrl: '/site-assets/hgty/banner-1.svg',
  startsAt: '2026-11-20T08:30:00.000Z',
  endsAt: null,
  sort: 2,
  rules: '<p>Rules</p>',
};

describe('an activity in its form', () => {
  it('goes back to the server as it came, a blank end meaning "until ended"', () => {
    const body = saveBodyOf('hgty', { ...draftOf(activity), title: '  Sunday reload ' });
    expect(body).toEqual({
      siteCode: 'hgty',
      id: 'hgty-promo-1',
      title: 'Sunday reload',
      summary: 'Ten per cent',
      bannerUrl: '/site-assets/hgty/banner-1.svg',
      startsAt: activity.startsAt,
      endsAt: null,
      sort: 2,
      rules: '<p>Rules</p>',
    });
  });

  it('shows instants in the browser’s time zone to the minute', () => {
    const local = localDateTime('2026-11-20T08:30:45.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(local).toISOString()).toBe('2026-11-20T08:30:00.000Z');
  });

  it('stands scheduled before its start, running until its end, ended after', () => {
    const start = Date.parse(activity.startsAt);
    const ending = { ...activity, endsAt: '2026-11-21T00:00:00.000Z' };
    expect(phaseOf(activity, start - 1)).toBe('scheduled');
    expect(phaseOf(activity, start + 365 * 86_400_000)).toBe('running');
    expect(phaseOf(ending, Date.parse(ending.endsAt))).toBe('ended');
  });
});

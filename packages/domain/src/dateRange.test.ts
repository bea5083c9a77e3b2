import { describe, expect, it } from 'vitest';
import { dateRangeForPreset } from './dateRange.ts';

function iso(range: { start: Date | null; end: Date | null }) {
  return [range.start?.toISOString() ?? null, range.end?.toISOString() ?? null];
}

describe('dateRangeForPreset in Asia/Shanghai (UTC+8, no DST)', () => {
  // 2026-11-21 23:30 in Shanghai: the site day is already the 21st there while UTC is still 15:30.
  const now = new Date('2026-11-21T15:30:00Z');
  const zone = 'Asia/Shanghai';

  it.each([
    [-1, [null, null]],
    [0, ['2026-11-20T16:00:00.000Z', '2026-11-21T15:59:59.999Z']],
    [1, ['2026-11-19T16:00:00.000Z', '2026-11-20T15:59:59.999Z']],
    [2, ['2026-11-14T16:00:00.000Z', '2026-11-21T15:59:59.999Z']],
    [3, ['2026-10-22T16:00:00.000Z', '2026-11-21T15:59:59.999Z']],
  ] as const)('preset %i', (preset, expected) => {
    expect(iso(dateRangeForPreset(preset, now, zone))).toEqual(expected);
  });

  it('follows the site day, not the UTC day, after midnight in Shanghai', () => {
    expect(iso(dateRangeForPreset(0, new Date('2026-11-21T16:30:00Z'), zone))).toEqual([
      '2026-11-21T16:00:00.000Z',
      '2026-11-22T15:59:59.999Z',
    ]);
  });

  it('crosses month and year ends', () => {
    expect(iso(dateRangeForPreset(1, new Date('2026-01-01T01:00:00Z'), zone))).toEqual([
      '2025-12-30T16:00:00.000Z',
      '2025-12-31T15:59:59.999Z',
    ]);
  });
});

describe('dateRangeForPreset across daylight-saving changes', () => {
  it('America/New_York: last 7 days starts at EST midnight and ends at EDT midnight', () => {
    // DST began 2026-03-08 02:00 local; the range spans it.
    expect(iso(dateRangeForPreset(2, new Date('2026-03-10T12:00:00Z'), 'America/New_York'))).toEqual([
      '2026-03-04T05:00:00.000Z',
      '2026-03-11T03:59:59.999Z',
    ]);
  });

  it('America/New_York: the 23-hour and 25-hour days', () => {
    const springForward = dateRangeForPreset(0, new Date('2026-03-08T17:00:00Z'), 'America/New_York');
    expect(iso(springForward)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T03:59:59.999Z']);
    const fallBack = dateRangeForPreset(0, new Date('2026-11-01T17:00:00Z'), 'America/New_York');
    expect(iso(fallBack)).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T04:59:59.999Z']);
  });

  it('America/Santiago: when DST skips midnight the day starts at 01:00', () => {
    // 2026-09-06: clocks jump from 00:00 (-04) to 01:00 (-03).
    expect(iso(dateRangeForPreset(0, new Date('2026-09-06T12:00:00Z'), 'America/Santiago'))).toEqual([
      '2026-09-06T04:00:00.000Z',
      '2026-09-07T02:59:59.999Z',
    ]);
  });

  it('America/Santiago: when midnight repeats the day starts at the second midnight', () => {
    // 2026-04-05: clocks fall back from 00:00 (-03) to 23:00 (-04) on the 4th; the 5th starts at 00:00 -04.
    expect(iso(dateRangeForPreset(0, new Date('2026-04-05T12:00:00Z'), 'America/Santiago'))).toEqual([
      '2026-04-05T04:00:00.000Z',
      '2026-04-06T03:59:59.999Z',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { claimSourceId, currentPeriodStart } from '../../src/taskProgress/taskPeriods.ts';

const SHANGHAI = 'Asia/Shanghai';

describe('task periods in the site time zone', () => {
  it('a daily task starts at local midnight, also just after it when UTC is still on the day before', () => {
    // 2026-11-22 00:30 in Shanghai is 2026-11-21 16:30 UTC.
    expect(currentPeriodStart('daily', new Date('2026-11-21T16:30:00Z'), SHANGHAI)?.toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    );
  });

  it('a weekly task starts on Monday at local midnight, whatever day of the week it is', () => {
    const mondayMidnight = '2026-11-15T16:00:00.000Z'; // Monday 2026-11-16 00:00 in Shanghai
    for (const now of ['2026-11-15T16:00:00Z', '2026-11-18T09:00:00Z', '2026-11-22T15:59:59Z']) {
      expect(currentPeriodStart('weekly', new Date(now), SHANGHAI)?.toISOString()).toBe(mondayMidnight);
    }
    expect(currentPeriodStart('weekly', new Date('2026-11-22T16:00:00Z'), SHANGHAI)?.toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
  });

  it('a once-only task has no period, so its claim is keyed by the task alone', () => {
    expect(currentPeriodStart('once', new Date(), SHANGHAI)).toBeNull();
    expect(claimSourceId('hgty-task-5', null)).toBe('hgty-task-5');
    expect(claimSourceId('hgty-task-1', new Date('2026-11-21T16:00:00Z'))).toBe(
      'hgty-task-1@2026-11-21T16:00:00.000Z',
    );
  });
});

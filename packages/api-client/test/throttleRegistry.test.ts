import {
  BALANCE_REFRESH_THROTTLE_MS,
  MEMBER_INFO_REFRESH_THROTTLE_MS,
  TASK_GROUP_THROTTLE_MS,
} from '@platform/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottleRegistry } from '../src/throttleRegistry.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The three refreshes of spec §9 on one registry; each run resolves with how many runs there have been. */
function countedRefreshes() {
  const registry = createThrottleRegistry();
  const counted = (name: string, intervalMs: number) => {
    let runs = 0;
    const refresh = registry.throttle(name, intervalMs, async () => {
      runs += 1;
      return runs;
    });
    return { refresh, runs: () => runs };
  };
  return {
    registry,
    memberInfo: counted('memberInfo', MEMBER_INFO_REFRESH_THROTTLE_MS),
    balance: counted('balance', BALANCE_REFRESH_THROTTLE_MS),
    taskGroups: counted('taskGroups', TASK_GROUP_THROTTLE_MS),
  };
}

describe('throttle registry', () => {
  it('runs member info at most once per 30 s and hands the last answer to callers in between', async () => {
    const { memberInfo } = countedRefreshes();
    expect(await memberInfo.refresh()).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(await memberInfo.refresh()).toBe(1);
    expect(memberInfo.runs()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await memberInfo.refresh()).toBe(2);
  });

  it('throttles balance independently of member info', async () => {
    const { memberInfo, balance } = countedRefreshes();
    await memberInfo.refresh();
    vi.advanceTimersByTime(15_000);
    await balance.refresh();
    await memberInfo.refresh();
    expect([memberInfo.runs(), balance.runs()]).toEqual([1, 1]);
    vi.advanceTimersByTime(15_000);
    await memberInfo.refresh();
    await balance.refresh();
    expect([memberInfo.runs(), balance.runs()]).toEqual([2, 1]);
  });

  it('lets task groups through every 100 ms', async () => {
    const { taskGroups } = countedRefreshes();
    await Promise.all([taskGroups.refresh(), taskGroups.refresh(), taskGroups.refresh()]);
    expect(taskGroups.runs()).toBe(1);
    vi.advanceTimersByTime(99);
    await taskGroups.refresh();
    expect(taskGroups.runs()).toBe(1);
    vi.advanceTimersByTime(1);
    await taskGroups.refresh();
    expect(taskGroups.runs()).toBe(2);
  });

  it('starts every throttle afresh after reset (logout)', async () => {
    const { registry, memberInfo, balance, taskGroups } = countedRefreshes();
    await Promise.all([memberInfo.refresh(), balance.refresh(), taskGroups.refresh()]);
    registry.reset();
    expect(await Promise.all([memberInfo.refresh(), balance.refresh(), taskGroups.refresh()])).toEqual([
      2, 2, 2,
    ]);
  });

  it('releases the throttle at once when a run fails', async () => {
    const registry = createThrottleRegistry();
    let attempts = 0;
    const refresh = registry.throttle('balance', BALANCE_REFRESH_THROTTLE_MS, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'fresh';
    });
    await expect(refresh()).rejects.toThrow('offline');
    await expect(refresh()).resolves.toBe('fresh');
    expect(attempts).toBe(2);
  });
});

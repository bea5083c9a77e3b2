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

function counter() {
  let runs = 0;
  return {
    run: async () => {
      runs += 1;
      return runs;
    },
    runs: () => runs,
  };
}

describe('throttle registry', () => {
  it('runs member info at most once per 30 s and hands the last answer to callers in between', async () => {
    const registry = createThrottleRegistry();
    const memberInfo = counter();
    const refresh = registry.throttle('memberInfo', MEMBER_INFO_REFRESH_THROTTLE_MS, memberInfo.run);
    expect(await refresh()).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(await refresh()).toBe(1);
    expect(memberInfo.runs()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await refresh()).toBe(2);
  });

  it('throttles balance independently of member info', async () => {
    const registry = createThrottleRegistry();
    const memberInfo = counter();
    const balance = counter();
    const refreshMemberInfo = registry.throttle(
      'memberInfo',
      MEMBER_INFO_REFRESH_THROTTLE_MS,
      memberInfo.run,
    );
    const refreshBalance = registry.throttle('balance', BALANCE_REFRESH_THROTTLE_MS, balance.run);
    await refreshMemberInfo();
    await refreshBalance();
    vi.advanceTimersByTime(15_000);
    await refreshMemberInfo();
    await refreshBalance();
    expect([memberInfo.runs(), balance.runs()]).toEqual([1, 1]);
    vi.advanceTimersByTime(15_000);
    await refreshBalance();
    expect([memberInfo.runs(), balance.runs()]).toEqual([1, 2]);
  });

  it('lets task groups through every 100 ms', async () => {
    const registry = createThrottleRegistry();
    const taskGroups = counter();
    const refresh = registry.throttle('taskGroups', TASK_GROUP_THROTTLE_MS, taskGroups.run);
    await Promise.all([refresh(), refresh(), refresh()]);
    expect(taskGroups.runs()).toBe(1);
    vi.advanceTimersByTime(99);
    await refresh();
    expect(taskGroups.runs()).toBe(1);
    vi.advanceTimersByTime(1);
    await refresh();
    expect(taskGroups.runs()).toBe(2);
  });

  it('starts every throttle afresh after reset (logout)', async () => {
    const registry = createThrottleRegistry();
    const memberInfo = counter();
    const taskGroups = counter();
    const refreshMemberInfo = registry.throttle(
      'memberInfo',
      MEMBER_INFO_REFRESH_THROTTLE_MS,
      memberInfo.run,
    );
    const refreshTaskGroups = registry.throttle('taskGroups', TASK_GROUP_THROTTLE_MS, taskGroups.run);
    await refreshMemberInfo();
    await refreshTaskGroups();
    registry.reset();
    expect(await refreshMemberInfo()).toBe(2);
    expect(await refreshTaskGroups()).toBe(2);
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

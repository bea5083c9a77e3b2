import { vi } from 'vitest';

/** Fake every clock but `setImmediate`, which `flushPromises` needs to let settled actors report back. */
export function useMachineClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Flushes promise reactions (settled actors report to their parent a few microtasks later). */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

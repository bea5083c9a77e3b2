/**
 * Remembers a started promise under a key for a fixed time, the mechanism behind both the pre-info cache and
 * the refresh throttles. Callers within the time share the remembered promise (so concurrent callers share
 * one request); a promise that rejects is forgotten at once, so an error never hides fresh data.
 */
export interface TimedPromiseMemo {
  get<Result>(key: string, keepForMs: number, start: () => Promise<Result>): Promise<Result>;
  clear(): void;
}

interface MemoEntry {
  readonly startedAt: number;
  readonly result: Promise<unknown>;
}

export function createTimedPromiseMemo(now: () => number = Date.now): TimedPromiseMemo {
  const entries = new Map<string, MemoEntry>();
  return {
    get(key, keepForMs, start) {
      const remembered = entries.get(key);
      if (remembered !== undefined && now() - remembered.startedAt < keepForMs) {
        return remembered.result as ReturnType<typeof start>;
      }
      const result = start();
      const entry: MemoEntry = { startedAt: now(), result };
      entries.set(key, entry);
      result.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return result;
    },
    clear() {
      entries.clear();
    },
  };
}

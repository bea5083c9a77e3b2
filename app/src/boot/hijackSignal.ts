import { RequestFailedError } from '@platform/api-client';

/**
 * Whether the domain-hijack notice is up (spec §8). Raised when the page's host belongs to no site, or when the
 * API answers a 200 that is not the platform's envelope (an injected page); the member can dismiss it.
 */
export type HijackSignal = {
  isRaised(): boolean;
  raise(): void;
  dismiss(): void;
  /** Raises the notice when `error` shows the API's answer was replaced. */
  inspect(error: unknown): void;
  subscribe(listener: () => void): () => void;
};

export function createHijackSignal(initiallyRaised: boolean): HijackSignal {
  let raised = initiallyRaised;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (raised === value) return;
    raised = value;
    for (const listener of listeners) listener();
  };
  return {
    isRaised: () => raised,
    raise: () => set(true),
    dismiss: () => set(false),
    inspect: (error) => {
      if (error instanceof RequestFailedError && error.kind === 'invalid-response') set(true);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { useCallback, useEffect, useState } from 'react';

/** How long the chat host has to answer before the member is offered the other ways. */
const probeTimeoutMs = 8000;

export type HostReachability = {
  state: 'checking' | 'reachable' | 'unreachable';
  retry: () => void;
};

/**
 * Whether a third-party page's host answers at all. A frame cannot tell: its `load` event fires for the browser's
 * own error page too, and a cross-origin document cannot be read. So the page is asked for once beside the frame,
 * without credentials and without reading the answer (`no-cors`): any answer means the host is there, a network
 * failure or no answer in time means it is not. The site's CSP allows this request to the chat origin only.
 */
export function useHostReachable(url: string): HostReachability {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HostReachability['state']>('checking');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt at the same URL.
  useEffect(() => {
    let left = false;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), probeTimeoutMs);
    setState('checking');
    fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal }).then(
      () => {
        if (!left) setState('reachable');
      },
      () => {
        if (!left) setState('unreachable');
      },
    );
    return () => {
      left = true;
      clearTimeout(timeout);
      controller.abort();
    };
  }, [url, attempt]);
  return { state, retry: useCallback(() => setAttempt((current) => current + 1), []) };
}

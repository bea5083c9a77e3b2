import { vi } from 'vitest';

type Forward = () => Promise<Response>;

/**
 * Puts `answer` between the app and the reference API for every request whose path ends with `path`; other requests
 * go through untouched. `answer` may forward the request and rework the reply, or fail as the network would.
 * `vi.restoreAllMocks()` takes it away again.
 */
export function interceptApi(path: string, answer: (forward: Forward) => Promise<Response>): void {
  const realFetch = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const forward = () => realFetch(input, init);
    return url.pathname.endsWith(path) ? answer(forward) : forward();
  });
}

/** A failure with no answer at all (the member's connection dropped), the way fetch reports one. */
export const networkFailure = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

/**
 * Makes the requests to `path` fail as if the network were down until the returned `recover` is called; from then
 * on they reach the API.
 */
export function failUntilRecovered(path: string): { recover: () => void } {
  let down = true;
  interceptApi(path, (forward) => (down ? networkFailure() : forward()));
  return {
    recover: () => {
      down = false;
    },
  };
}

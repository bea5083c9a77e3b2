/**
 * The abort signal of one attempt: fires after `timeoutMs` (reason: a `TimeoutError`) or when the caller's
 * signal fires (reason: the caller's). It covers the whole exchange: a server that sends its headers and then
 * stalls the body must be cut off too.
 */
export interface AttemptSignal {
  readonly signal: AbortSignal;
  /** True once the timeout, not the caller, aborted the attempt. */
  timedOut(): boolean;
  /** Stops the timer and the forwarding; call when the attempt has settled. */
  dispose(): void;
}

export function createAttemptSignal(timeoutMs: number, callerSignal: AbortSignal | undefined): AttemptSignal {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, timeoutMs);
  const forwardCancellation = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', forwardCancellation, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardCancellation);
    },
  };
}

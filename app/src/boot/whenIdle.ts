/**
 * Runs `task` once the browser is idle after the first paint: what no first paint needs (the session machine, the
 * service worker) downloads then, off the boot's critical path. Browsers without requestIdleCallback (Safari) wait
 * for the next macrotask after load instead. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

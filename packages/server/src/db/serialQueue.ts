/**
 * Runs tasks one at a time in the order they were submitted. PGlite has a single connection and runs one
 * transaction at a time anyway; queueing whole transactions here, first come first served, keeps a burst of
 * concurrent requests from overtaking each other at every statement, so none waits much longer than the queue
 * in front of it when it arrived.
 */
export function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<Result>(task: () => Promise<Result>): Promise<Result> {
    const result = tail.then(task);
    // the next task waits for this one to settle, whether it succeeds or fails
    tail = result.catch(() => undefined);
    return result;
  };
}

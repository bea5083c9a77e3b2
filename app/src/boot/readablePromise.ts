/**
 * `promise`, marked with its result once it has one, as React's `use` reads a promise (its thenable protocol:
 * `status` with `value` or `reason`): `use` then returns at once on a promise React has not seen before, instead of
 * suspending once (a failed one throws at once). That is what lets a page whose module or strings were loaded before
 * the first render hydrate without a fallback (boot/lazyPage.tsx, layout/PageStrings.tsx).
 */
export function readablePromise<T>(promise: Promise<T>): Promise<T> {
  // Nothing returned from the handlers: the promise itself, returned, would be adopted, and its failure unhandled.
  void promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}

/** A promise `use` reads at once: `value`, already there. */
export function readableValue<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** What a home block reads: still loading, failed (with a retry), or ready. */
export type Loadable<Value> =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; value: Value };

/** Member data: a visitor has none, and sees an invitation to sign in instead. */
export type MemberLoadable<Value> = Loadable<Value> | { status: 'visitor' };

import { storageKeys } from '@platform/domain';

/** The subset of the Web Storage API the client needs (window.sessionStorage / window.localStorage satisfy it). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ClientStorage {
  /** Tab-scoped: session token, vid, invite code, native-app flag (spec §3). */
  readonly session: KeyValueStorage;
  /** Device-scoped: device id (spec §3). */
  readonly local: KeyValueStorage;
}

/** The session values the transport reads and writes, behind names, so no other module spells a storage key. */
export interface SessionStore {
  token(): string | null;
  setToken(token: string): void;
  removeToken(): void;
  vid(): string | null;
  setVid(vid: string): void;
  /** Removes everything the sign-in put in session storage (token and vid); the invite code and native flag stay. */
  clearSignIn(): void;
}

export function createSessionStore(session: KeyValueStorage): SessionStore {
  const keys = storageKeys.session;
  return {
    token: () => nonEmpty(session.getItem(keys.token)),
    setToken: (token) => session.setItem(keys.token, token),
    removeToken: () => session.removeItem(keys.token),
    vid: () => nonEmpty(session.getItem(keys.vid)),
    setVid: (vid) => session.setItem(keys.vid, vid),
    clearSignIn: () => {
      session.removeItem(keys.token);
      session.removeItem(keys.vid);
    },
  };
}

/** An empty string in storage means "absent": sending `t:` with no value would look like a (bad) token. */
function nonEmpty(value: string | null): string | null {
  return value === null || value === '' ? null : value;
}

/** A Web-Storage-compatible in-memory store, for server-side rendering, tests and the native shell's preview. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

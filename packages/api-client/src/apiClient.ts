import type { EndpointName } from '@platform/contract';
import {
  BALANCE_REFRESH_THROTTLE_MS,
  MEMBER_INFO_REFRESH_THROTTLE_MS,
  PRE_INFO_STALE_MS,
  TASK_GROUP_THROTTLE_MS,
} from '@platform/domain';
import {
  bindEndpointFunctions,
  type CallArgumentList,
  type CallResult,
  createEndpointCaller,
  type EndpointCaller,
  type EndpointFunctions,
} from './endpointCalls.ts';
import { createPasswordEncryptor, type PasswordEncryptor } from './passwordFields.ts';
import type { SessionStore } from './sessionStore.ts';
import { createThrottleRegistry } from './throttleRegistry.ts';
import { createTimedPromiseMemo } from './timedPromiseMemo.ts';
import { createTransport, type TransportOptions } from './transport.ts';

export interface ApiClientOptions extends TransportOptions {
  /** Clock for the caches and throttles; injectable so tests can move time. */
  readonly now?: () => number;
}

/** Public reads whose answers are reused for a time (spec §9: pre-info is fresh for 60 s). */
const cachedEndpoints: Partial<Record<EndpointName, number>> = { preInfo: PRE_INFO_STALE_MS };

export interface ApiClient extends PasswordEncryptor {
  /** The generic typed call: `call('vipDetail', { query: { level: 3 } })`. */
  readonly call: EndpointCaller;
  /** One typed function per endpoint: `api.vipDetail({ query: { level: 3 } })`. */
  readonly api: EndpointFunctions;
  readonly session: SessionStore;
  isSignedIn(): boolean;
  /** Throttled refreshes (spec §9); a call inside the interval gets the previous answer. */
  readonly refresh: {
    memberInfo(): CallResult<'memberInfo'>;
    balance(): CallResult<'balance'>;
    taskGroups(): CallResult<'taskGroups'>;
  };
  /** Forgets the last refresh times (spec §4: logout resets the refresh throttles). */
  resetThrottles(): void;
  /**
   * The client's part of logout: removes token and vid and resets the throttles. The app's logout calls it
   * after (or instead of, when offline) `api.signOut()`.
   */
  forgetSession(): void;
}

/**
 * The one API client of the app (spec §7). See README.md for the transport rules it implements.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const throttles = createThrottleRegistry(now);
  const cache = createTimedPromiseMemo(now);
  const transport = createTransport({
    ...options,
    onSessionInvalid: () => {
      throttles.reset();
      options.onSessionInvalid();
    },
  });
  const sendCall = createEndpointCaller(transport);

  const call: EndpointCaller = (name, ...callArguments) => {
    const freshForMs = cachedEndpoints[name];
    if (freshForMs === undefined) return sendCall(name, ...callArguments);
    // The answer is localised, so the language is part of the key.
    const key = JSON.stringify([name, options.getLocale(), callArguments[0]?.query ?? null]);
    return cache.get(key, freshForMs, () => sendCall(name, ...callArguments));
  };
  const api = bindEndpointFunctions(call);
  const throttled = <Name extends EndpointName>(
    name: Name,
    intervalMs: number,
    ...callArguments: CallArgumentList<Name>
  ) => throttles.throttle(name, intervalMs, () => call(name, ...callArguments));

  return {
    call,
    api,
    session: transport.session,
    isSignedIn: () => transport.session.token() !== null,
    refresh: {
      memberInfo: throttled('memberInfo', MEMBER_INFO_REFRESH_THROTTLE_MS),
      balance: throttled('balance', BALANCE_REFRESH_THROTTLE_MS),
      taskGroups: throttled('taskGroups', TASK_GROUP_THROTTLE_MS, { body: {} }),
    },
    resetThrottles: () => throttles.reset(),
    forgetSession: () => {
      transport.session.clearSignIn();
      throttles.reset();
    },
    ...createPasswordEncryptor(call),
  };
}

import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_CONNECTION_NAME,
  type SharedNotificationListener,
} from '../db/sharedNotificationListener.ts';

/**
 * The PostgreSQL channel on which every revoked session's token hash is announced. The notification is sent by a
 * trigger on `sessions` (revocationTrigger.ts), so it leaves in the revoking transaction, at its commit, whatever
 * code (or operator SQL) revoked the session.
 */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** What the session cache hears from the feed. */
export interface RevocationSubscriber {
  /** This session was revoked (by any instance): forget it. */
  revoked(tokenHash: string): void;
  /** Revocations may have been missed (the feed was down): forget everything. */
  reset(): void;
}

/**
 * How revocations made anywhere reach this process's session cache. While `live` is false a cache must not be
 * trusted (it may hold a session revoked elsewhere); every lookup then goes to the database.
 */
export interface RevocationFeed {
  readonly live: boolean;
  subscribe(subscriber: RevocationSubscriber): void;
  /**
   * Resolves once every instance has applied these (committed) revocations to its cache, or after a bounded wait
   * (an instance that stopped answering has lost its connection, and so bypasses and flushes its cache).
   */
  delivered(tokenHashes: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite: one process owns the data folder, so every revocation is made by this process, which evicts its cache
 * entries itself. Nothing to listen to.
 */
export function inProcessRevocationFeed(): RevocationFeed {
  return {
    live: true,
    subscribe: () => {},
    delivered: async () => {},
    close: async () => {},
  };
}

/**
 * Each instance answers every revocation it has applied to its cache on this channel with
 * `<token hash> <instance id>`, so the revoking instance can wait until every instance has forgotten the session.
 */
const REVOCATION_APPLIED_CHANNEL = 'session_revocation_applied';
/** The channels the feed listens on (the instance's shared listening connection must carry them). */
export const REVOCATION_CHANNELS = [SESSION_REVOKED_CHANNEL, REVOCATION_APPLIED_CHANNEL] as const;
const DELIVERY_WAIT_MS = 2_000;
/** Acknowledgements kept per token hash, so one that arrives before its revoker starts waiting still counts. */
const RECENT_HASHES_LIMIT = 1_000;

/**
 * PostgreSQL: on the instance's one LISTEN connection (db/sharedNotificationListener.ts). A revocation reaches every
 * instance's cache from the trigger's notification; each instance then acknowledges it, and `delivered` waits
 * for as many acknowledgements as there are listening instances. PostgreSQL alone would only say the notification
 * was dispatched: an instance's process could still answer a request from its cache a moment later.
 */
export function postgresRevocationFeed(
  notifications: SharedNotificationListener,
  log: { warn(message: string): void } = console,
): RevocationFeed {
  const instanceId = randomUUID();
  const subscribers: RevocationSubscriber[] = [];
  const appliedBy = new Map<string, Set<string>>();
  const waiting = new Map<string, Set<() => void>>();

  const acknowledgementsOf = (tokenHash: string): Set<string> => {
    let instances = appliedBy.get(tokenHash);
    if (!instances) {
      instances = new Set();
      appliedBy.set(tokenHash, instances);
      if (appliedBy.size > RECENT_HASHES_LIMIT) {
        const oldest = appliedBy.keys().next().value;
        if (oldest !== undefined) appliedBy.delete(oldest);
      }
    }
    return instances;
  };

  const listener = notifications.join({
    channels: REVOCATION_CHANNELS,
    onNotification: (channel, payload) => {
      if (channel === SESSION_REVOKED_CHANNEL) {
        for (const subscriber of subscribers) subscriber.revoked(payload);
        // evicted above, synchronously: only now may the revoker hear that this instance is done
        listener
          .query('select pg_notify($1, $2)', [REVOCATION_APPLIED_CHANNEL, `${payload} ${instanceId}`])
          .catch(() => {}); // the revoker stops waiting after DELIVERY_WAIT_MS; a lost connection resets the cache
        return;
      }
      const [tokenHash = '', instance = ''] = payload.split(' ');
      acknowledgementsOf(tokenHash).add(instance);
      for (const recheck of waiting.get(tokenHash) ?? []) recheck();
    },
    onListening: () => {
      for (const subscriber of subscribers) subscriber.reset();
    },
    onInterrupted: (error) => {
      log.warn(
        `session revocation feed interrupted (${error?.message ?? 'connection ended'}); sessions are read from the database until it is back`,
      );
      for (const subscriber of subscribers) subscriber.reset();
    },
  });

  /** Every instance listening now; one that connects later flushes its cache as it starts listening. */
  async function listeningInstances(): Promise<number> {
    const [row] = await listener.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name like $1',
      [`${NOTIFICATION_CONNECTION_NAME} pid=%`],
    );
    return Number(row?.count ?? 0);
  }

  const appliedEverywhere = (tokenHash: string, instances: number) =>
    new Promise<void>((resolve) => {
      const recheck = () => {
        if (acknowledgementsOf(tokenHash).size < instances) return;
        clearTimeout(timer);
        waiting.get(tokenHash)?.delete(recheck);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.get(tokenHash)?.delete(recheck);
        resolve();
      }, DELIVERY_WAIT_MS);
      const set = waiting.get(tokenHash) ?? new Set();
      set.add(recheck);
      waiting.set(tokenHash, set);
      recheck();
    });

  return {
    get live() {
      return listener.listening;
    },
    subscribe: (subscriber) => void subscribers.push(subscriber),
    delivered: async (tokenHashes) => {
      // Without our own connection we hear no acknowledgement; the others have had the notification regardless.
      if (tokenHashes.length === 0 || !listener.listening) return;
      const instances = await listeningInstances().catch(() => 0);
      await Promise.all(tokenHashes.map((tokenHash) => appliedEverywhere(tokenHash, instances)));
    },
    close: () => listener.leave(),
  };
}
